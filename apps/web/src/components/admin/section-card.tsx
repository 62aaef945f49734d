import { type ReactNode, useId } from "react";
import { Card } from "../ui/card";

/**
 * A card of a back-office screen: a section named by its heading, with a badge or a control beside the
 * heading when there is one (`aside`, level with the heading's middle or, for a labelled control, its foot).
 */
export function SectionCard({
  title,
  aside,
  asideAlign = "center",
  children,
}: {
  title: string;
  aside?: ReactNode;
  asideAlign?: "center" | "end";
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={id} className="text-lg font-bold text-brand-900">
      {title}
    </h2>
  );
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        {aside ? (
          <div
            className={`flex flex-wrap ${asideAlign === "end" ? "items-end" : "items-center"} justify-between gap-3`}
          >
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        {children}
      </section>
    </Card>
  );
}

import { useEffect } from "react";
import { useOrganisationProfile } from "./organisation";

/** Sets the document title ("Page | Organisation") and the meta description for the current screen. */
export function usePageMeta(title: string, description: string): void {
  const { name } = useOrganisationProfile();
  useEffect(() => {
    document.title = `${title} | ${name}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, name]);
}

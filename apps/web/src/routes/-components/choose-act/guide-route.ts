import type { GuideTexts } from "@choose/schema/i18n/guide-en";
import { guideTexts } from "../../../lib/i18n";
import { loadGuideTexts } from "../../../lib/load-localization";
import type { RouterContext } from "../../../router-context";

/**
 * The options both guide routes share: the guide's texts in the page's language, loaded before the
 * page renders (a chunk of their own: no other page carries them); its meta from them; and the guide's
 * figures asked for alongside the route's chunk. Apart from the guide's components, which load with
 * the page, not with every page's route definitions.
 */
export const guideRoute = (page: keyof Pick<GuideTexts, "families" | "schools">) => ({
  staticData: {
    meta: (localization: RouterContext["localization"]) => {
      const texts = guideTexts(localization)[page];
      return { title: texts.metaTitle, description: texts.metaDescription };
    },
  },
  beforeLoad: ({ context }: { context: RouterContext }) => loadGuideTexts(context.localization),
  loader: ({ context: { queryClient, trpc } }: { context: RouterContext }) => {
    void queryClient.prefetchQuery(trpc.chooseAct.guide.queryOptions());
  },
});

/**
 * The public site's English texts: one catalogue, used by the screens (`useMessages()` in the web app),
 * the server's validation answers and the emails. Spec texts come from `uiMessages` and the validation
 * messages as they are. Spanish (`./es.ts`) has the same keys and the same `{placeholders}`; it is its
 * own module, so English pages never load it.
 */
import { defaultSiteConfig } from "../../rules/site-config.ts";
import { uiMessages } from "../ui-messages.ts";

export const enShell = {
  language: {
    /** The switch to the other language, written in that language. */
    switchText: "Español",
    switchLabel: "Ver esta página en español",
    switchLang: "es",
  },
  dates: {
    /** date-fns patterns. Spec 9: "MMMM d, yyyy". */
    post: "MMMM d, yyyy",
  },
  layout: {
    skipToContent: "Skip to content",
    mainNav: "Main",
    mobileNav: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    logoHome: "{name} home",
    nav: {
      mission: "Mission",
      whatWeDo: "What We Do",
      partners: "Partners",
      news: "News",
      contact: "Contact",
      chooseAct: "CHOOSE Act",
      application: "Application",
      home: "Home",
    },
    footer: {
      description:
        "{tagline}. We help Alabama's private schools and families understand and use CHOOSE Act education savings accounts.",
      eligibility: "Eligibility is set by the law and decided by the Alabama Department of Revenue.",
      quickLinksLabel: "Quick links",
      quickLinks: "Quick Links",
      home: "Home",
      chooseAct: "CHOOSE Act Guide",
      news: "News & Updates",
      contact: "Contact Us",
      application: "School Application",
      schools: "Find a Member School",
      aboutLabel: "About us",
      about: "About",
      rights: "© {year} {name}. All rights reserved.",
      backToTop: "Back to top",
    },
    closeNotice: "Close",
    /** The header's search box (issue 35): a GET form to the search page. */
    search: {
      label: "Search the site",
      placeholder: "Search",
      submit: "Search",
    },
  },
  forms: {
    errorSummary: "There is a problem",
    receiptSentTo: "We emailed a receipt to {email}.",
    reference: "Your reference: {reference}. Quote it when you write to us about this application.",
    confirmFromInbox:
      "One more step: we sent you an email. Open the link in it to confirm your subscription.",
    draftRestored: "We brought back the answers you typed on this device earlier.",
    saveDraft: "Save and continue later",
    draftSaving: "Saving...",
    draftSavedTitle: "Your answers are saved for 30 days",
    draftSavedBody: "We emailed a link to continue to {email}.",
    draftNeedsEmail: "Enter the administrator's email address first: we send the link to continue there.",
    draftSaveFailed: "We could not save your answers",
    draftLoaded: "We brought back the answers you saved. Check them, then send the application.",
    draftGone: "That saved application is no longer kept (drafts are kept for 30 days). Please start again.",
    confirmButton: "Confirm my subscription",
    unsubscribeButton: "Unsubscribe",
    privacyBefore: "How we use and keep what you send:",
    privacyLink: "our privacy policy",
    honeypot: "Leave this field empty",
  },
  landing: {
    tagline: defaultSiteConfig.tagline,
    metaDescription:
      "Helping Alabama's private schools and families use CHOOSE Act education savings accounts: training, technical assistance, family outreach and advocacy.",
    hero: {
      eyebrow: "Alabama CHOOSE Act · Education Savings Accounts",
      lead: "{name} helps Alabama's private schools and families understand and use CHOOSE Act education savings accounts, with training, one-on-one help, family outreach and a voice for school choice.",
      learnMission: "Learn Our Mission",
      services: "Our Services",
      glanceTitle: "The CHOOSE Act at a glance",
      glance: [
        { figure: "$7,000", text: "per student at a participating private school" },
        { figure: "$2,000", text: "per home-education student, up to $4,000 per family" },
        {
          figure: "ALDOR",
          text: "the Alabama Department of Revenue runs the program and decides eligibility",
        },
      ],
      glanceNote:
        "Signed into law on March 7, 2024. Amounts and rules are set by the law; check the Alabama Department of Revenue for current details.",
      guideLink: "Read our CHOOSE Act guide and check eligibility",
    },
    newsletter: {
      title: "Stay Informed",
      lead: "Get news about the CHOOSE Act, application windows and ESA opportunities for your school or family.",
      formLabel: "Newsletter sign-up",
      name: "Name",
      email: "Email",
      subscribe: "Subscribe",
      subscribing: "Subscribing...",
    },
    mission: {
      eyebrow: "Why we exist",
      title: "Our Mission",
      lead: "Every Alabama family deserves an education that fits their child. We help private schools prepare to serve CHOOSE Act families well, and help families understand their options, so that education savings accounts reach the students they were created for.",
      esaTitle: "What is a CHOOSE Act ESA?",
      esaBody:
        "An education savings account holds a refundable tax credit that a family spends on approved education expenses. Parents never receive cash: funds are paid through the state's ClassWallet platform to schools and providers.",
      usesLabel: "Examples of approved expenses",
      uses: ["Tuition and fees", "Textbooks and curricula", "Tutoring", "Testing", "Therapies"],
      eligibilityTitle: "Who decides eligibility?",
      eligibilityBody:
        "Eligibility for families and schools is set by the law and decided by the Alabama Department of Revenue. We explain the rules, help you prepare and point you to the right application; we do not approve students or schools for the program.",
    },
    services: {
      eyebrow: "What we do",
      title: "How We Help",
      lead: "Four areas of work, one goal: making education savings accounts work for Alabama's students.",
      areas: [
        {
          title: "Education & Training",
          summary: "Practical learning for school leaders, staff and families.",
          items: ["Workshops", "Webinars", "Resource library"],
        },
        {
          title: "Technical Assistance",
          summary: "Hands-on help for schools getting ready to serve ESA families.",
          items: ["One-on-one consulting", "CHOOSE Readiness Certification program", "Ongoing support"],
        },
        {
          title: "Family Outreach",
          summary: "Clear answers for parents weighing their options.",
          items: ["Support hotlines", "Guides", "Community events"],
        },
        {
          title: "Advocacy",
          summary: "A steady voice for educational choice in Alabama.",
          items: ["Legislative representation", "Policy analysis", "Coalition building"],
        },
      ],
      noteStrong: "Please note:",
      note: "our CHOOSE Readiness Certification and our membership help schools prepare; neither is a state approval. Whether a school can take part in the CHOOSE Act is set by the law and decided by the Alabama Department of Revenue.",
    },
    partners: {
      eyebrow: "Partners",
      title: "Who We Work With",
      lead: "Educational choice works best when the whole community pulls together.",
      kinds: [
        { title: "School Associations", text: "Sharing guidance with member schools and their accreditors." },
        { title: "Churches", text: "Supporting church-related schools and the families they serve." },
        { title: "EdTech Providers", text: "Helping tools and services work well for schools and families." },
        {
          title: "Policymakers",
          text: "Bringing the experience of schools and families to policy discussions.",
        },
      ],
    },
    contact: {
      title: "Get In Touch",
      lead: "Questions about the CHOOSE Act, our services or membership? We're here to help schools and families.",
      sendMessage: "Send Us a Message",
      socialLabel: "Social media",
    },
    /** The optional blocks staff turn on at /admin/home (their words are the organisation's own). */
    impact: { title: "Our work in numbers" },
    quote: { label: "In their words" },
    logos: { title: "Some of the organizations we work with" },
  },
  notFound: {
    title: uiMessages.notFound,
    description: "The page you are looking for does not exist.",
    body: "Sorry, we couldn't find the page you were looking for.",
    back: "Back to Home",
  },
  loadingPage: "Loading page",
  /** Spec 8's notices, word for word. */
  notices: {
    newsletter: uiMessages.newsletter,
    contact: uiMessages.contact,
    blogList: uiMessages.blogList,
    blogDetail: uiMessages.blogDetail,
    application: uiMessages.application,
  },
};

/** The shape every language's texts have: the English ones', with any text. */
export type Texts<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Texts<U>[]
    : { [K in keyof T]: Texts<T[K]> };
export type ShellTexts = Texts<typeof enShell>;

/**
 * The public site's English texts: one catalogue, used by the screens (`useMessages()` in the web app),
 * the server's validation answers and the emails. Spec texts come from `uiMessages` and the validation
 * messages as they are. Spanish (`./es.ts`) has the same keys and the same `{placeholders}`; it is its
 * own module, so English pages never load it.
 */
import { defaultSiteConfig } from "../site-config.ts";
import { uiMessages } from "../ui-messages.ts";
import {
  applicationMessages,
  contactMessages,
  defaultValidationMessages,
  newsletterMessages,
} from "../validation-messages.ts";

export const en = {
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
      news: "News & Updates",
      contact: "Contact Us",
      application: "School Application",
      aboutLabel: "About us",
      about: "About",
      rights: "© {year} {name}. All rights reserved.",
      backToTop: "Back to top",
    },
    closeNotice: "Close",
  },
  forms: {
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
  },
  contact: {
    metaTitle: "Contact Us",
    metaDescription:
      "Send us a message about the CHOOSE Act, our services or membership. We respond within 24 hours.",
    title: "Contact Us",
    lead: "Have a question about the CHOOSE Act, our services or membership? Send us a message.",
    formLabel: "Contact form",
    formTitle: "Send Us a Message",
    name: "Full Name",
    email: "Email",
    phone: "Phone",
    organization: "School/Organization",
    message: "Message",
    send: "Send Message",
    sending: "Sending...",
    sendAnother: "Send Another Message",
    infoLabel: "How to reach us",
    infoEmail: "Email",
    responseTitle: "Response Time",
    response: "Within 24 hours",
    hoursTitle: "Support Hours",
    hours: "Monday to Friday, 9 AM to 5 PM",
  },
  blog: {
    metaTitle: "News & Updates",
    metaDescription: "News and updates about the CHOOSE Act and education savings accounts in Alabama.",
    title: "News & Updates",
    lead: "The latest on the CHOOSE Act, education savings accounts and our work with Alabama's schools and families.",
    loading: "Loading posts",
    emptyBody: "Check back soon for news about the CHOOSE Act and our work.",
    readMore: "Read More",
    backToNews: "Back to News",
    loadingPost: "Loading post",
    ctaTitle: "Have Questions? Contact Us",
    ctaBody: "We're happy to help schools and families make sense of the CHOOSE Act.",
    viewAll: "View All Posts",
    getInTouch: "Get In Touch",
    publishedBy: "Published by",
    lastUpdated: "Last updated",
    /** The mark on a post written in another language than the page's. */
    writtenIn: { en: "In English", es: "In Spanish" },
  },
  application: {
    metaTitle: "School Application",
    metaDescription:
      "Apply for membership or accreditation with us: tell us about your school, its leadership and enrollment.",
    title: "School Application",
    lead: "Apply for membership or accreditation with {name}. Tell us about your school and we will review your application and contact you.",
    requiredBefore: "Fields marked with",
    requiredAfter: "are required.",
    disclaimer:
      "This application is for our organization only. It is not the Alabama Department of Revenue's CHOOSE Act application, and acceptance here does not make a school eligible for education savings account funds: eligibility is set by the law and decided by the Department.",
    formLabel: "School application",
    sections: {
      school: "School Information",
      administrator: "Administrator Information",
      details: "School Details",
      enrollment: "Enrollment Information",
    },
    fields: {
      schoolName: { label: "School Name", hint: "" },
      address: { label: "Street Address", hint: "A physical address is required; a PO Box is not accepted." },
      city: { label: "City", hint: "" },
      state: { label: "State", hint: "" },
      zipCode: { label: "ZIP Code", hint: "" },
      phone: { label: "School Phone", hint: "" },
      website: { label: "Website", hint: "Optional, e.g. https://www.yourschool.org" },
      administratorName: { label: "Administrator Name", hint: "" },
      administratorEmail: { label: "Administrator Email", hint: "" },
      administratorPhone: { label: "Administrator Phone", hint: "" },
      schoolHistory: {
        label: "School History",
        hint: "At least 50 characters: when and why the school was founded, and how it has grown.",
      },
      missionStatement: { label: "Mission Statement", hint: "" },
      currentAccreditations: {
        label: "Current Accreditations",
        hint: "Optional: list any accrediting bodies and the year of accreditation.",
      },
      preschoolEnrollment: { label: "Preschool Enrollment", hint: "" },
      elementaryEnrollment: { label: "Elementary Enrollment", hint: "" },
      middleSchoolEnrollment: { label: "Middle School Enrollment", hint: "" },
      highSchoolEnrollment: { label: "High School Enrollment", hint: "" },
      curriculumUsed: {
        label: "Curriculum Used",
        hint: "Describe the curriculum or curricula your school uses.",
      },
    },
    governance: "Governance Structure",
    schoolType: "School Type",
    chooseOne: " (required, choose at least one)",
    lowestGrade: "Lowest Grade",
    highestGrade: "Highest Grade",
    selectGrade: "Select a grade",
    submit: "Submit Application",
    submitting: "Submitting...",
    reset: "Reset Form",
    resetTitle: "Clear the whole form?",
    resetBody: "Everything typed in this application will be cleared.",
    keep: "Keep My Answers",
    clear: "Clear Form",
    governanceOptions: {
      "church-related": "Church-related",
      "pastor-directed": "Pastor-directed",
      "independent-board": "Independent board",
      "family-run": "Family-run",
      other: "Other",
    },
    schoolTypeOptions: {
      conventional: "Conventional",
      "distance-learning": "Distance learning",
      "homeschool-support": "Homeschool support",
      hybrid: "Hybrid",
      other: "Other",
    },
    grades: {
      "Infant to 2 yrs": "Infant to 2 yrs",
      "Preschool 3 yrs": "Preschool 3 yrs",
      "PreK (K4)": "PreK (K4)",
      Kindergarten: "Kindergarten",
      "1st grade": "1st grade",
      "2nd grade": "2nd grade",
      "3rd grade": "3rd grade",
      "4th grade": "4th grade",
      "5th grade": "5th grade",
      "6th grade": "6th grade",
      "7th grade": "7th grade",
      "8th grade": "8th grade",
      "9th grade": "9th grade",
      "10th grade": "10th grade",
      "11th grade": "11th grade",
      "12th grade": "12th grade",
    },
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
  /** Spec 5's validation texts, word for word; the Spanish catalogue answers each by its key. */
  validation: {
    contact: contactMessages,
    newsletter: newsletterMessages,
    application: applicationMessages,
    defaults: defaultValidationMessages,
  },
};

/** The shape every language's catalogue has: the English one's, with any text. */
type Texts<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Texts<U>[]
    : { [K in keyof T]: Texts<T[K]> };
export type Catalogue = Texts<typeof en>;

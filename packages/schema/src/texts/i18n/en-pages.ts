/**
 * The English texts of the contact, news and application pages and the validation messages: loaded
 * with those pages, not with the landing page (see `en.ts` for the rest).
 */
import { GOVERNANCE_LABELS, SCHOOL_TYPE_LABELS } from "../../rules/application-choices.ts";
import { answerMessages } from "../answer-messages.ts";
import {
  applicationMessages,
  contactMessages,
  defaultValidationMessages,
  formPostMessages,
  newsletterMessages,
} from "../validation-messages.ts";
import type { Texts } from "./en.ts";
import { formField } from "./form-field.ts";

export const enPages = {
  /** The pages behind a newsletter email's links (the server's answers are these texts too). */
  newsletterLink: {
    confirmTitle: "Confirm your subscription",
    confirmDescription: "Confirm your newsletter subscription.",
    confirmPending: "Confirming your subscription...",
    confirmed: "Your subscription is confirmed. Thank you!",
    confirmInvalid: "This confirmation link is not valid or has expired. Please sign up again.",
    unsubscribeTitle: "Unsubscribe",
    unsubscribeDescription: "Stop receiving the newsletter.",
    unsubscribePending: "Unsubscribing...",
    unsubscribed: "You are unsubscribed and will receive no more newsletters.",
    unsubscribeInvalid: "This unsubscribe link is not valid.",
    backHome: "Back to the home page",
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
      schoolName: formField("School Name"),
      address: formField("Street Address", "A physical address is required; a PO Box is not accepted."),
      city: formField("City"),
      state: formField("State"),
      zipCode: formField("ZIP Code"),
      phone: formField("School Phone"),
      website: formField("Website", "Optional, e.g. https://www.yourschool.org"),
      administratorName: formField("Administrator Name"),
      administratorEmail: formField("Administrator Email"),
      administratorPhone: formField("Administrator Phone"),
      schoolHistory: formField(
        "School History",
        "At least 50 characters: when and why the school was founded, and how it has grown.",
      ),
      missionStatement: formField("Mission Statement"),
      currentAccreditations: formField(
        "Current Accreditations",
        "Optional: list any accrediting bodies and the year of accreditation.",
      ),
      preschoolEnrollment: formField("Preschool Enrollment"),
      elementaryEnrollment: formField("Elementary Enrollment"),
      middleSchoolEnrollment: formField("Middle School Enrollment"),
      highSchoolEnrollment: formField("High School Enrollment"),
      curriculumUsed: formField("Curriculum Used", "Describe the curriculum or curricula your school uses."),
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
    governanceOptions: GOVERNANCE_LABELS,
    schoolTypeOptions: SCHOOL_TYPE_LABELS,
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
  /** The server's other answers to a public form (rate limit, busy, not found), answered by key too. */
  answers: answerMessages,
  /** Spec 5's validation texts, word for word; the Spanish catalogue answers each by its key. */
  validation: {
    contact: contactMessages,
    newsletter: newsletterMessages,
    application: applicationMessages,
    defaults: defaultValidationMessages,
    forms: formPostMessages,
  },
  /** A content page (About, Donate…) the administrator writes, in either language (issue 30). */
  contentPage: {
    donateNow: "Donate now",
  },
};

export type PageTexts = Texts<typeof enPages>;

/**
 * The emails a visitor receives, in English. No subject carries what a visitor typed (they go to an
 * address the visitor typed too); a greeting names at most the first word of a typed name. (the administrator's own alerts stay English, as the back
 * office). Apart from the screens' catalogue, so no page's bundle carries them.
 */
export const emailEn = {
  receipt: {
    subject: "We received your application",
    preview: "Thank you: your application has arrived and will be reviewed.",
    greeting: "Dear {name},",
    greetingAnonymous: "Dear applicant,",
    intro:
      "Thank you for applying. We received your application for {{schoolName}} and will write to you when its status changes. Here is a summary of what you sent.",
    reference: "Your reference",
    school: "School",
    address: "Address",
    schoolPhone: "School phone",
    website: "Website",
    administrator: "Administrator",
    grades: "Grades",
    gradeRange: "{lowest} to {highest}",
    schoolType: "School type",
    governance: "Governance",
    accreditations: "Current accreditations",
    curriculum: "Curriculum",
    mission: "Mission statement",
    history: "School history",
    portal: "Follow your application, answer our questions and send documents on your private page:",
    portalLink: "Open my application's page",
    portalKeep: "Keep this link to yourself: anyone who has it can see your application's page.",
  },
  portal: {
    link: {
      subject: "Your application's private page",
      preview: "The link to follow your application.",
      body: "Here is the link to your application's private page, where you can see its status, answer our questions and send documents. Your reference is {reference}.",
    },
    request: {
      subject: "We have a question about your application",
      preview: "Please answer on your application's page.",
      body: "We need something more to review your application (reference {reference}). Please open your application's page to read the request and answer it there:",
    },
    draft: {
      subject: "Continue your application",
      preview: "Your answers are saved for 30 days.",
      body: "Your answers so far are saved. Open the link below to continue your application; it is kept for 30 days, then deleted.",
      link: "Continue my application",
    },
    open: "Open my application's page",
    keep: "Keep this link to yourself: anyone who has it can see your application's page. If you did not expect this email, you can ignore it.",
  },
  confirmation: {
    subject: "Confirm your subscription to the {{siteName}} newsletter",
    preview: "One click and you're subscribed.",
    hello: "Hello {name},",
    helloAnonymous: "Hello,",
    /** The text the back office edits: `{{confirmLink}}` is where the link goes. */
    body: "Someone, probably you, asked to receive the {{siteName}} newsletter at this address. Please confirm with the link below; until you do, we send you nothing else.\n\n{{confirmLink}}\n\nIf you did not ask for this, ignore this email.",
    link: "Confirm my subscription",
  },
  newsletter: {
    readMore: "Read the full post",
    footer: "You receive this because you subscribed to our newsletter. ",
    unsubscribe: "Unsubscribe",
  },
  /** The status letters until the back office edits them (in each language). */
  event: {
    hello: "Hello {name},",
    helloAnonymous: "Hello,",
    confirmationSubject: "You are registered: {title}",
    confirmationPreview: "Your seats are confirmed.",
    confirmed: "Your registration is confirmed for {seats} seat(s) at {title}.",
    waitlistSubject: "You are on the waitlist: {title}",
    waitlistPreview: "The event is full; you are on its waitlist.",
    waitlisted:
      "{title} is full, so you are number {position} on its waitlist for {seats} seat(s). When a seat frees up, we confirm you automatically and write to you.",
    promotionSubject: "A seat is yours: {title}",
    promotionPreview: "You moved from the waitlist to confirmed.",
    promoted: "Good news: seats freed up, and your {seats} seat(s) at {title} are now confirmed.",
    reminderSubject: "Tomorrow: {title}",
    reminderPreview: "A reminder of the event you registered for.",
    reminder: "This is a reminder that {title} is coming up soon.",
    cancelledSubject: "Cancelled: {title}",
    cancelledPreview: "The event has been cancelled.",
    cancelled: "We are sorry: {title} has been cancelled. You do not need to do anything.",
    when: "When",
    where: "Where",
    online: "Online link",
    onlineNote: "This link is only for registered people; please do not share it.",
    calendar: "The attached .ics file adds the event to your calendar.",
    cancelLink: "Cancel my registration",
    cancelNote: "If you can no longer come, please cancel so someone on the waitlist can take your seat.",
  },
  statuses: { pending: "Pending", under_review: "Under Review", approved: "Approved", rejected: "Rejected" },
  letters: {
    under_review: {
      subject: "Your application to {{siteName}} is under review",
      body: "Dear {{administratorName}},\n\nThank you for applying. Your application for {{schoolName}} is now under review. We will write to you again when we have made a decision.\n\nThe {{siteName}} team",
    },
    approved: {
      subject: "Your application to {{siteName}} is approved",
      body: "Dear {{administratorName}},\n\nWe are pleased to tell you that the application for {{schoolName}} has been approved. We will be in touch about the next steps.\n\nThe {{siteName}} team",
    },
    rejected: {
      subject: "Your application to {{siteName}}",
      body: "Dear {{administratorName}},\n\nThank you for applying. After review, we are unable to approve the application for {{schoolName}} at this time. You are welcome to contact us with any questions.\n\nThe {{siteName}} team",
    },
  },
};

/**
 * The emails' texts. What the back office edits (the letters, the receipt's subject and intro, the
 * confirmation's subject and body) writes its placeholders `{{name}}`, as the administrator does.
 */
type Texts<T> = T extends string ? string : { [K in keyof T]: Texts<T[K]> };
export type EmailCatalogue = Texts<typeof emailEn>;

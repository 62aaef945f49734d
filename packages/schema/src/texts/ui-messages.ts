/**
 * The notices of spec section 8 and the screen texts of its section 2, word for word, plus the few
 * the spec leaves unnamed (marked "ours"): one source for the screens and their tests.
 */
export const uiMessages = {
  newsletter: {
    successTitle: "Successfully subscribed!",
    successBody:
      "Thank you for joining our newsletter. You'll receive updates about the CHOOSE Act and ESA opportunities.",
    failureTitle: "Subscription failed",
    failureFallback: "Failed to subscribe to newsletter",
  },
  contact: {
    successTitle: "Message Sent!",
    successBody: "Thank you for your message. We'll get back to you soon.",
    failureTitle: "Error",
    failureFallback: "Failed to send message. Please try again.",
  },
  blogList: {
    errorTitle: "Unable to Load Posts",
    errorBody: "We're having trouble loading the blog posts. Please try again later.",
    empty: "No Posts Yet",
  },
  blogDetail: {
    notFoundTitle: "Post Not Found",
    notFoundBody: "The blog post you're looking for doesn't exist or has been removed.",
  },
  application: {
    successTitle: "Application Submitted!",
    successBody: "Thank you for your application. We will review it and contact you soon.",
    failureTitle: "Submission Failed",
    failureFallback: "Unable to submit application. Please try again.",
  },
  login: {
    successTitle: "Login successful",
    successBody: "Welcome to the admin dashboard",
    failureTitle: "Login failed",
    failureFallback: "Invalid credentials",
    networkFailure: "Unable to connect to server",
  },
  blogAdmin: {
    deleted: "Blog post deleted successfully",
    deleteFailed: "Failed to delete blog post",
    created: "Blog post created successfully",
    updated: "Blog post updated successfully",
    saveFailed: "Failed to save blog post",
    fetchListFailed: "Failed to fetch posts",
    fetchOneFailed: "Failed to fetch post",
    empty: "No blog posts yet",
  },
  /** Ours, in the posts' wording. */
  pagesAdmin: {
    fetchListFailed: "Failed to fetch pages",
    fetchOneFailed: "Failed to fetch page",
    created: "Page created successfully",
    updated: "Page updated successfully",
    saveFailed: "Failed to save page",
    deleted: "Page deleted successfully",
    deleteFailed: "Failed to delete page",
    empty: "No pages yet",
  },
  chooseActAdmin: {
    fetchFailed: "Failed to load the CHOOSE Act figures",
    saved: "CHOOSE Act figures saved",
    saveFailed: "Failed to save the CHOOSE Act figures",
    invalid: "Some figures need fixing; see the marked fields",
  },
  homeAdmin: {
    fetchFailed: "Failed to load the home page",
    saved: "Home page saved",
    saveFailed: "Failed to save the home page",
  },
  organisationAdmin: {
    fetchFailed: "Failed to load the organization details",
    saved: "Organization details saved",
    saveFailed: "Failed to save the organization details",
  },
  applicationAdmin: {
    statusUpdated: "status updated successfully",
    statusFailed: "Failed to update application status",
    deleted: "deleted successfully",
    deleteFailed: "Failed to delete application",
    /** Ours, in the posts' wording. */
    fetchListFailed: "Failed to fetch applications",
    empty: "No applications yet",
    notFound: "Application Not Found",
    /** Ours: deciding a status, from the application's page or the list. */
    sendLetter: "Change status and send letter",
    withoutLetter: "Change status without letter",
    letterSentTo: (address: string) => `A letter was sent to ${address}.`,
    noLetterSent: "No letter was sent.",
    noLetterForStatus: "This status has no letter: the change is recorded without emailing the school.",
    letterSwitchedOff:
      "This status's letter is switched off on the Email screen: the change is recorded without emailing the school.",
    letterFailed: "Failed to load the letter",
  },
  /** Ours: the media library and the editor's image dialog. */
  media: {
    fetchListFailed: "Failed to load the media library",
    empty: "No images yet",
    uploaded: "Image uploaded",
    uploadFailed: "Failed to upload the image",
    chooseImage: "Choose an image file or one from the library",
    altSaved: "Alt text saved",
    altFailed: "Failed to save the alt text",
    deleted: "Image deleted",
    deleteFailed: "Failed to delete the image",
  },
  sheets: {
    configured: "Google Sheets integration configured successfully! Applications will now auto-sync.",
    configureFailed: "Failed to configure Google Sheets integration",
    testOk: "Google Sheets connection is working!",
    testFailedTitle: "Connection Failed",
    testFailedFallback: "Unable to connect to Google Sheets",
    syncOk: "All applications synced successfully!",
    syncFailed: "Failed to sync applications",
    validationTitle: "Validation Error",
    configurationRequiredTitle: "Configuration Required",
    configurationRequiredBody: "Please configure a spreadsheet first.",
    /** Ours. */
    statusFailed: "Failed to load the integration status",
  },
  /** Ours: the account screen (password, two-factor sign-in, sessions). */
  account: {
    loadFailed: "Failed to load the account",
    passwordFailed: "Failed to change the password",
    passwordChangedTitle: "Password changed",
    twoFactorOn: "Two-factor sign-in is on",
    twoFactorOff: "Two-factor sign-in is off",
    twoFactorFailed: "Failed to change two-factor sign-in",
    sessionSignedOut: "Session signed out",
    otherSessionsSignedOut: "Other sessions signed out",
    signOutFailed: "Failed to sign out the session",
  },
  /** Ours: the Email screen (outbox, alert address, status letters) and a post's newsletter. */
  emailAdmin: {
    loadFailed: "Failed to load the email screen",
    alertAddressSaved: "Alert address saved",
    alertsGoTo: "Alerts go to {email}.",
    alertAddressFailed: "Failed to save the alert address",
    resent: "Email queued again",
    resendFailed: "Failed to resend the email",
    letterSaved: "Letter for “{status}” saved",
    letterFailed: "Failed to save the letter",
    postSendFailed: "Failed to send the post",
  },
  /** Ours: the audit trail screen. */
  audit: {
    loadFailed: "Failed to load the audit trail",
    empty: "No admin actions yet",
  },
  session: {
    /** Ours: the title over the server's message when a 401 ends the admin session. */
    endedTitle: "Please log in again",
  },
  notFound: "Page Not Found",
  /** Ours: the back office's inbox, subscribers, review notes and overview (issue 12). */
  backOffice: {
    noMatches: "Nothing matches",
    noMatchesHint: "Try another search or filter.",
    exportFailed: "Failed to export the CSV file",
    messagesLoadFailed: "Failed to load the messages",
    messagesEmpty: "No messages yet",
    messageNotFound: "Message Not Found",
    messageUpdated: "Message updated",
    messageUpdateFailed: "Failed to update the message",
    messageDeleted: "Message deleted",
    messageDeleteFailed: "Failed to delete the message",
    subscribersLoadFailed: "Failed to load the subscribers",
    subscribersEmpty: "No subscribers yet",
    subscriberUpdated: "Subscriber updated",
    confirmationResendFailed: "Failed to send the confirmation email again",
    pendingLoadFailed: "Failed to load the sign-ups awaiting confirmation",
    pendingEmpty: "No sign-ups are awaiting confirmation",
    subscriberUpdateFailed: "Failed to update the subscriber",
    subscriberDeleted: "Subscriber deleted",
    subscriberDeleteFailed: "Failed to delete the subscriber",
    noteAdded: "Note added",
    noteAddFailed: "Failed to add the note",
    noteDeleted: "Note deleted",
    noteDeleteFailed: "Failed to delete the note",
    overviewFailed: "Failed to load the overview",
  },
  /** Ours: the back office's setup checklist (issue 31), each item's name, what it asks and its link's words. */
  setup: {
    title: "Set up your site",
    lead: "Each item ticks itself once the site holds it. Until then, visitors may see a placeholder.",
    allDone: "Setup is complete.",
    reopen: "Setup",
    hide: "Hide the checklist",
    loadFailed: "Failed to load the setup checklist",
    progress: (done: number, total: number) => `${done} of ${total} done`,
    done: "Done",
    toDo: "To do",
    optional: "Optional",
    items: {
      organisation: {
        title: "Organization details and logo",
        hint: "Your name, a short description and your logo, as the header, footer and page titles show them.",
        action: "Edit the organization profile",
      },
      contact: {
        title: "Contact email and phone",
        hint: "Until you save your own, the site shows a placeholder address on an example domain, which reaches no one.",
        action: "Add your email and phone",
      },
      social: {
        title: "Social links",
        hint: "The four social icons lead to the networks' home pages until you save your own profiles (empty a link to hide its icon).",
        action: "Save your social profiles",
      },
      about: {
        title: "About page written",
        hint: "It starts with a short general text: tell visitors who you are, your team and your board.",
        action: "Edit the About page",
      },
      donate: {
        title: "Donate page written",
        hint: "Say how gifts help; a donation page's link in the organization profile adds a Donate button.",
        action: "Edit the Donate page",
      },
      email: {
        title: "Email delivery working",
        hint: "Send a test email: this ticks once your mail server accepts it.",
        action: "Set up email",
      },
      twoFactor: {
        title: "Two-factor sign-in on",
        hint: "For your account: a code from an authenticator app at every sign-in.",
        action: "Turn on two-factor sign-in",
      },
      backup: {
        title: "A recent backup",
        hint: (days: number) =>
          `Whoever runs the server takes one with \`pnpm db:backup\`; it counts for ${days} days.`,
      },
      sheets: {
        title: "Google Sheets connected",
        hint: "Copies every school application to a spreadsheet of yours.",
        action: "Connect a spreadsheet",
      },
    },
  },
} as const;

/** The notices of spec section 8, word for word: one source for the screens and their tests. */
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
  },
  applicationAdmin: {
    statusUpdated: "status updated successfully",
    statusFailed: "Failed to update application status",
    deleted: "deleted successfully",
    deleteFailed: "Failed to delete application",
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
  },
  notFound: "Page Not Found",
} as const;

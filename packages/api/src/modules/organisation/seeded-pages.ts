/**
 * The pages a new site starts with (About, Donate, Privacy, Accessibility), published and linked in the
 * footer; the administrator edits, unpublishes or deletes them. Plain data: the first start inserts it
 * and the web app's mock backend starts with it.
 */
export const SEEDED_PAGES = [
  {
    slug: "about",
    title: "About Us",
    description:
      "Who we are: our mission, how we help Alabama's private schools and families, our team and board.",
    position: 10,
    content: `<h2>Our mission</h2>
<p>Every Alabama family deserves an education that fits their child. We help private schools prepare to serve CHOOSE Act families well, and help families understand their options, so that education savings accounts reach the students they were created for.</p>
<p>Eligibility for families and schools is set by the law and decided by the Alabama Department of Revenue. We explain the rules, help you prepare and point you to the right application; we do not approve students or schools for the program.</p>
<h2>What we do</h2>
<ul>
<li><strong>Education &amp; Training:</strong> workshops, webinars and a resource library.</li>
<li><strong>Technical Assistance:</strong> one-on-one consulting, a CHOOSE Readiness Certification program and ongoing support. Our certification helps a school prepare; it is not an accreditation and does not by itself make a school eligible for the program.</li>
<li><strong>Family Outreach:</strong> support hotlines, guides and community events.</li>
<li><strong>Advocacy:</strong> legislative representation, policy analysis and coalition building.</li>
</ul>
<h2>Our team</h2>
<ul>
<li>Add each member of the team here: name, role.</li>
</ul>
<h2>Our board</h2>
<ul>
<li>Add each board member here: name, role.</li>
</ul>`,
  },
  {
    slug: "donate",
    title: "Donate",
    description:
      "Support our work helping Alabama's private schools and families use CHOOSE Act education savings accounts.",
    position: 20,
    content: `<p>Your gift pays for the workshops, guides and one-on-one help we give schools and families, free of charge to them.</p>
<p>We are a non-profit organization; our details, and our tax-exempt status where we hold it, are at the foot of every page. Please keep your donation receipt for your records.</p>`,
  },
  {
    slug: "privacy",
    title: "Privacy Policy",
    description:
      "What this website collects through its forms, why, how long it is kept, who processes it and how to ask for its deletion.",
    position: 80,
    content: `<p>This policy covers this website and the information you send through its forms. We collect only what we need to answer you, to send the newsletter you ask for and to consider your school's application.</p>
<h2>What we collect, and why</h2>
<ul>
<li><strong>Contact form:</strong> your name, email address, and optionally your phone number and organization, with your message. We use them to answer you.</li>
<li><strong>Newsletter sign-up:</strong> your name and email address, and when you signed up. We use them to send you news about the CHOOSE Act and our work.</li>
<li><strong>School application:</strong> the school's name, address, phone, website, history, mission, accreditations, governance, type, grades, enrollment and curriculum, and its administrator's name, email address and phone number. We use them to review the application and to contact the school about it.</li>
<li><strong>Your device's internet (IP) address:</strong> counted for a short time when you send a form, so that no one can flood the forms. These counts are deleted when their limit's period ends, at most a day later.</li>
<li><strong>Server logs:</strong> the server notes each request (its time, the page and your device's address) in its log, to keep the site running and secure. How long the log is kept depends on our hosting.</li>
</ul>
<p>The website sets no advertising or tracking cookies and uses no analytics service. Nothing you send is sold or shared for marketing.</p>
<h2>Who else handles it</h2>
<ul>
<li><strong>Google Sheets:</strong> when we have connected a spreadsheet, each school application (all of its fields and its status) is copied to a Google Sheet in our Google account, and its row is removed when we delete the application. Google processes this data on our behalf.</li>
<li><strong>Email:</strong> when we write to you, or you to us, by email, your address and the messages pass through our email service provider, which handles them only to deliver them.</li>
<li><strong>Hosting:</strong> the website and its database run on servers we control or rent; the people who run them for us may see the data only to keep the site running.</li>
</ul>
<h2>How long we keep it</h2>
<p>Contact messages and school applications are kept until we delete them, once they are no longer needed to answer you or to manage your school's application. Newsletter sign-ups are kept until you ask us to remove yours. A copy may stay in our database backups until those backups are replaced.</p>
<h2>Your choices</h2>
<p>You may ask us what we hold about you, ask us to correct it, or ask us to delete it, at any time: write to the email address shown at the foot of every page, or use the contact form. Deleting an application also removes it from our Google Sheet.</p>`,
  },
  {
    slug: "accessibility",
    title: "Accessibility Statement",
    description:
      "Our commitment to an accessible website: the WCAG 2.2 AA standard we work to, and how to report a problem.",
    position: 90,
    content: `<p>We want everyone to be able to use this website, whatever their abilities and whatever device or assistive technology they use.</p>
<h2>Our standard</h2>
<p>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page can be used with a keyboard alone, shows where the keyboard focus is, works with screen readers, reflows on small screens and when text is enlarged, and uses colours with enough contrast. We test the pages with automated checks and by hand whenever the site changes.</p>
<h2>Known limitations</h2>
<p>Content added over time, such as images in news posts or documents we link to, may not always meet the standard. Tell us and we will fix it.</p>
<h2>Report a problem</h2>
<p>If something on this website is hard to use, or you need information in another format, write to the email address at the foot of every page or use the contact form. Tell us the page's address and what went wrong, and we will reply.</p>`,
  },
] as const;

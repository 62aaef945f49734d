/**
 * The pages a new site starts with (About, Donate, Privacy, Accessibility), published and linked in the
 * footer; the administrator edits, unpublishes or deletes them. Plain data: the first start inserts it
 * and the web app's mock backend starts with it. Each is a short text true of any organisation doing
 * this work, never an instruction to the administrator (issue 31): the public sees it from the first
 * start, and the back office's setup checklist asks for About and Donate to be written.
 */
export const SEEDED_PAGES = [
  {
    slug: "about",
    title: "About Us",
    description: "Who we are: our mission, and how we help Alabama's private schools and families.",
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
<h2>Talk to us</h2>
<p>Whether you lead a school or are a parent weighing your options, <a href="/contact">write to us</a> and a member of our team will answer.</p>`,
  },
  {
    slug: "donate",
    title: "Donate",
    description:
      "Support our work helping Alabama's private schools and families use CHOOSE Act education savings accounts.",
    position: 20,
    content: `<p>Your gift pays for the workshops, guides and one-on-one help we give schools and families, free of charge to them.</p>
<p>We are a non-profit organization; our details, and our tax-exempt status where we hold it, are at the foot of every page. To give, or to ask how your gift would be used, <a href="/contact">write to us</a>. Please keep your donation receipt for your records.</p>`,
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

/**
 * The Spanish versions of the seeded pages (issue 30), each linked to its English page by that page's
 * slug (`translationOf`): the same facts, in plain formal Spanish ("usted").
 */
export const SEEDED_SPANISH_PAGES = [
  {
    slug: "sobre-nosotros",
    translationOf: "about",
    title: "Sobre nosotros",
    description:
      "Quiénes somos: nuestra misión y cómo ayudamos a las escuelas privadas y a las familias de Alabama.",
    position: 10,
    content: `<h2>Nuestra misión</h2>
<p>Cada familia de Alabama merece una educación que se adapte a su hijo. Ayudamos a las escuelas privadas a prepararse para atender bien a las familias de la Ley CHOOSE, y ayudamos a las familias a entender sus opciones, para que las cuentas de ahorro para la educación lleguen a los estudiantes para quienes fueron creadas.</p>
<p>La ley fija quién puede participar, y el Departamento de Ingresos de Alabama (Alabama Department of Revenue) lo decide, tanto para las familias como para las escuelas. Nosotros le explicamos las reglas, le ayudamos a prepararse y le indicamos la solicitud correcta; no aprobamos estudiantes ni escuelas para el programa.</p>
<h2>Lo que hacemos</h2>
<ul>
<li><strong>Educación y capacitación:</strong> talleres, seminarios en línea y una biblioteca de recursos.</li>
<li><strong>Asistencia técnica:</strong> asesoría personal, un programa de Certificación de Preparación CHOOSE y apoyo continuo. Nuestra certificación ayuda a una escuela a prepararse; no es una acreditación y no hace, por sí sola, que una escuela pueda participar en el programa.</li>
<li><strong>Apoyo a las familias:</strong> líneas de ayuda, guías y eventos en la comunidad.</li>
<li><strong>Defensa de políticas:</strong> representación ante la legislatura, análisis de políticas y creación de alianzas.</li>
</ul>
<h2>Hable con nosotros</h2>
<p>Si usted dirige una escuela o es un padre o una madre que estudia sus opciones, <a href="/es/contact">escríbanos</a> y una persona de nuestro equipo le responderá.</p>`,
  },
  {
    slug: "donar",
    translationOf: "donate",
    title: "Donar",
    description:
      "Apoye nuestro trabajo para ayudar a las escuelas privadas y a las familias de Alabama a usar las cuentas de ahorro para la educación de la Ley CHOOSE.",
    position: 20,
    content: `<p>Su donación paga los talleres, las guías y la ayuda personal que damos a las escuelas y a las familias, sin costo para ellas.</p>
<p>Somos una organización sin fines de lucro; nuestros datos, y nuestra exención de impuestos cuando la tenemos, están al pie de cada página. Para donar, o para preguntar cómo se usaría su donación, <a href="/es/contact">escríbanos</a>. Por favor, guarde el recibo de su donación para sus registros.</p>`,
  },
  {
    slug: "privacidad",
    translationOf: "privacy",
    title: "Política de privacidad",
    description:
      "Qué datos recoge este sitio web con sus formularios, para qué, cuánto tiempo los guardamos, quién los maneja y cómo pedir que se borren.",
    position: 80,
    content: `<p>Esta política trata de este sitio web y de los datos que usted nos envía con sus formularios. Solo recogemos lo que necesitamos para responderle, para enviarle el boletín que usted pide y para revisar la solicitud de su escuela.</p>
<h2>Qué recogemos y para qué</h2>
<ul>
<li><strong>Formulario de contacto:</strong> su nombre, su correo electrónico y, si quiere, su teléfono y su organización, junto con su mensaje. Los usamos para responderle.</li>
<li><strong>Suscripción al boletín:</strong> su nombre, su correo electrónico y la fecha en que se suscribió. Los usamos para enviarle noticias sobre la Ley CHOOSE y sobre nuestro trabajo.</li>
<li><strong>Solicitud de una escuela:</strong> el nombre, la dirección, el teléfono, el sitio web, la historia, la misión, las acreditaciones, la forma de gobierno, el tipo, los grados, la matrícula y el plan de estudios de la escuela, y el nombre, el correo electrónico y el teléfono de su administrador. Los usamos para revisar la solicitud y para comunicarnos con la escuela sobre ella.</li>
<li><strong>La dirección de internet (IP) de su dispositivo:</strong> la contamos por poco tiempo cuando usted envía un formulario, para que nadie pueda llenar los formularios de envíos. Estas cuentas se borran cuando termina el periodo de su límite, como máximo un día después.</li>
<li><strong>Registros del servidor:</strong> el servidor anota cada visita (la hora, la página y la dirección de su dispositivo) en su registro, para que el sitio funcione y sea seguro. El tiempo que se guarda el registro depende de nuestro servicio de alojamiento.</li>
</ul>
<p>El sitio web no usa cookies de publicidad ni de seguimiento, ni ningún servicio de estadísticas. Nada de lo que usted envía se vende ni se comparte para publicidad.</p>
<h2>Quién más lo maneja</h2>
<ul>
<li><strong>Google Sheets:</strong> cuando hemos conectado una hoja de cálculo, cada solicitud de escuela (todos sus campos y su estado) se copia en una hoja de Google de nuestra cuenta de Google, y su fila se borra cuando borramos la solicitud. Google maneja estos datos en nuestro nombre.</li>
<li><strong>Correo electrónico:</strong> cuando le escribimos a usted, o usted a nosotros, por correo electrónico, su dirección y los mensajes pasan por nuestro proveedor de correo, que solo los maneja para entregarlos.</li>
<li><strong>Alojamiento:</strong> el sitio web y su base de datos funcionan en servidores que controlamos o alquilamos; las personas que los manejan para nosotros solo pueden ver los datos para que el sitio siga funcionando.</li>
</ul>
<h2>Cuánto tiempo los guardamos</h2>
<p>Guardamos los mensajes de contacto y las solicitudes de escuelas hasta que los borramos, cuando ya no los necesitamos para responderle o para manejar la solicitud de su escuela. Guardamos las suscripciones al boletín hasta que usted nos pida quitar la suya. Una copia puede quedar en las copias de seguridad de nuestra base de datos hasta que esas copias se reemplacen.</p>
<h2>Sus opciones</h2>
<p>Usted puede pedirnos en cualquier momento qué datos tenemos sobre usted, pedirnos que los corrijamos o pedirnos que los borremos: escriba al correo electrónico que aparece al pie de cada página o use el formulario de contacto. Al borrar una solicitud, también se quita de nuestra hoja de Google.</p>`,
  },
  {
    slug: "accesibilidad",
    translationOf: "accessibility",
    title: "Declaración de accesibilidad",
    description:
      "Nuestro compromiso con un sitio web accesible: la norma WCAG 2.2 AA que seguimos y cómo avisarnos de un problema.",
    position: 90,
    content: `<p>Queremos que todas las personas puedan usar este sitio web, sean cuales sean sus capacidades y el dispositivo o la tecnología de apoyo que usen.</p>
<h2>Nuestra norma</h2>
<p>Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Cada página se puede usar solo con el teclado, muestra dónde está el foco del teclado, funciona con lectores de pantalla, se adapta a pantallas pequeñas y al texto ampliado, y usa colores con suficiente contraste. Probamos las páginas con revisiones automáticas y a mano cada vez que el sitio cambia.</p>
<h2>Límites conocidos</h2>
<p>El contenido que se agrega con el tiempo, como las imágenes de las noticias o los documentos que enlazamos, puede no cumplir siempre la norma. Avísenos y lo arreglaremos.</p>
<h2>Avísenos de un problema</h2>
<p>Si algo de este sitio web es difícil de usar, o si necesita la información en otro formato, escriba al correo electrónico que aparece al pie de cada página o use el formulario de contacto. Díganos la dirección de la página y qué falló, y le responderemos.</p>`,
  },
] as const;

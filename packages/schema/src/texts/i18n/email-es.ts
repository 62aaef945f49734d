import type { EmailCatalogue } from "./email-en.ts";

/** Los correos que recibe un visitante que usó las páginas en español. */
export const emailEs: EmailCatalogue = {
  receipt: {
    subject: "Recibimos su solicitud",
    preview: "Gracias: su solicitud llegó y será revisada.",
    greeting: "Estimado/a {name}:",
    greetingAnonymous: "Estimado/a solicitante:",
    intro:
      "Gracias por su solicitud. Recibimos su solicitud para {{schoolName}} y le escribiremos cuando cambie su estado. A continuación encontrará un resumen de lo que nos envió.",
    reference: "Su referencia",
    school: "Escuela",
    address: "Dirección",
    schoolPhone: "Teléfono de la escuela",
    website: "Sitio web",
    administrator: "Administrador",
    grades: "Grados",
    gradeRange: "De {lowest} a {highest}",
    schoolType: "Tipo de escuela",
    governance: "Estructura de gobierno",
    accreditations: "Acreditaciones actuales",
    curriculum: "Plan de estudios",
    mission: "Declaración de misión",
    history: "Historia de la escuela",
    portal: "Siga su solicitud, responda a nuestras preguntas y envíe documentos en su página privada:",
    portalLink: "Abrir la página de mi solicitud",
    portalKeep: "No comparta este enlace: quien lo tenga puede ver la página de su solicitud.",
  },
  portal: {
    link: {
      subject: "La página privada de su solicitud",
      preview: "El enlace para seguir su solicitud.",
      body: "Este es el enlace a la página privada de su solicitud. Allí puede ver su estado, responder a nuestras preguntas y enviar documentos. Su referencia es {reference}.",
    },
    request: {
      subject: "Tenemos una pregunta sobre su solicitud",
      preview: "Por favor, responda en la página de su solicitud.",
      body: "Necesitamos algo más para revisar su solicitud (referencia {reference}). Por favor, abra la página de su solicitud para leer la petición y responderla allí:",
    },
    draft: {
      subject: "Continúe su solicitud",
      preview: "Sus respuestas se guardan durante 30 días.",
      body: "Sus respuestas hasta ahora están guardadas. Abra el enlace de abajo para continuar su solicitud; se guarda durante 30 días y después se borra.",
      link: "Continuar mi solicitud",
    },
    open: "Abrir la página de mi solicitud",
    keep: "No comparta este enlace: quien lo tenga puede ver la página de su solicitud. Si no esperaba este correo, puede ignorarlo.",
  },
  confirmation: {
    subject: "Confirme su suscripción al boletín de {{siteName}}",
    preview: "Un clic y quedará suscrito.",
    hello: "Hola, {name}:",
    helloAnonymous: "Hola:",
    body: "Alguien, probablemente usted, pidió recibir el boletín de {{siteName}} en esta dirección. Por favor, confírmelo con el enlace de abajo; hasta que lo haga, no le enviaremos nada más.\n\n{{confirmLink}}\n\nSi usted no lo pidió, no haga caso de este correo.",
    link: "Confirmar mi suscripción",
  },
  newsletter: {
    readMore: "Leer la publicación completa (en inglés)",
    footer: "Recibe este correo porque se suscribió a nuestro boletín. ",
    unsubscribe: "Cancelar la suscripción",
  },
  event: {
    hello: "Hola, {name}:",
    helloAnonymous: "Hola:",
    confirmationSubject: "Su inscripción está confirmada: {title}",
    confirmationPreview: "Sus lugares están confirmados.",
    confirmed: "Su inscripción está confirmada para {seats} lugar(es) en {title}.",
    waitlistSubject: "Está en la lista de espera: {title}",
    waitlistPreview: "El evento está lleno; usted está en su lista de espera.",
    waitlisted:
      "{title} está lleno, así que usted es el número {position} de la lista de espera para {seats} lugar(es). Cuando se libere un lugar, lo confirmaremos automáticamente y le escribiremos.",
    promotionSubject: "Tiene un lugar: {title}",
    promotionPreview: "Pasó de la lista de espera a confirmado.",
    promoted:
      "Buenas noticias: se liberaron lugares y sus {seats} lugar(es) en {title} ya están confirmados.",
    reminderSubject: "Mañana: {title}",
    reminderPreview: "Un recordatorio del evento en el que se inscribió.",
    reminder: "Le recordamos que {title} es muy pronto.",
    cancelledSubject: "Cancelado: {title}",
    cancelledPreview: "El evento ha sido cancelado.",
    cancelled: "Lo sentimos: {title} ha sido cancelado. No necesita hacer nada.",
    when: "Cuándo",
    where: "Dónde",
    online: "Enlace en línea",
    onlineNote: "Este enlace es solo para las personas inscritas; por favor, no lo comparta.",
    calendar: "El archivo .ics adjunto agrega el evento a su calendario.",
    cancelLink: "Cancelar mi inscripción",
    cancelNote:
      "Si ya no puede asistir, cancele su inscripción para que alguien de la lista de espera ocupe su lugar.",
  },
  statuses: {
    pending: "Pendiente",
    under_review: "En revisión",
    approved: "Aprobada",
    rejected: "No aprobada",
  },
  letters: {
    under_review: {
      subject: "Su solicitud a {{siteName}} está en revisión",
      body: "Estimado/a {{administratorName}}:\n\nGracias por su solicitud. Su solicitud para {{schoolName}} ya está en revisión. Le escribiremos de nuevo cuando hayamos tomado una decisión.\n\nEl equipo de {{siteName}}",
    },
    approved: {
      subject: "Su solicitud a {{siteName}} fue aprobada",
      body: "Estimado/a {{administratorName}}:\n\nNos complace informarle que la solicitud para {{schoolName}} fue aprobada. Nos pondremos en contacto con usted para los próximos pasos.\n\nEl equipo de {{siteName}}",
    },
    rejected: {
      subject: "Su solicitud a {{siteName}}",
      body: "Estimado/a {{administratorName}}:\n\nGracias por su solicitud. Después de revisarla, por ahora no podemos aprobar la solicitud para {{schoolName}}. Con gusto responderemos a cualquier pregunta que tenga.\n\nEl equipo de {{siteName}}",
    },
  },
};

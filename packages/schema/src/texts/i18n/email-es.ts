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

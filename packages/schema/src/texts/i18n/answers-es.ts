/**
 * Las respuestas del servidor que puede recibir un visitante de una página /es (límite de envíos,
 * sitio ocupado, algo que no existe): las mismas claves y `{marcadores}` que `answerMessages`.
 */
import type { PageTexts } from "./en-pages.ts";

export const esAnswers: PageTexts["answers"] = {
  tooManyRequests: "Demasiados intentos. Inténtelo de nuevo {when}.",
  retryWhen: {
    seconds: "en unos segundos",
    minute: "en más o menos un minuto",
    minutes: "en unos {n} minutos",
    hours: "en unas {n} horas",
  },
  notFound: "No se encontró",
  postNotFound: "No se encontró la publicación",
  eventNotFound: "No se encontró el evento",
  registrationClosed: "La inscripción para este evento está cerrada",
  registrationNotFound:
    "Este enlace de inscripción no es válido. Por favor, ábralo exactamente como aparece en el correo.",
  internal: "Algo falló de nuestro lado. Por favor, inténtelo de nuevo más tarde.",
  serviceUnavailable: "El sitio está muy ocupado ahora. Por favor, inténtelo de nuevo en un momento.",
  formsBusy:
    "Se están enviando muchos formularios en este momento. Por favor, envíe el suyo de nuevo en unos segundos.",
};

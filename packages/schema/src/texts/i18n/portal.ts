/**
 * `@choose/schema/i18n/portal`: the school portal's pages in English and Spanish (the API renders them;
 * no page of the web app loads this). The same keys and `{placeholders}` in both languages (a test
 * compares them). What happens next never says the organisation's decision makes a school eligible
 * for the CHOOSE Act: the state decides that.
 */
import type { ApplicationStatus } from "../../rules/application-choices.ts";
import type { ReviewItem, ReviewState } from "../../rules/review-checklist.ts";
import type { Language } from "./languages.ts";

const portalEn = {
  title: "Your application",
  lostTitle: "Lost your link?",
  lostIntro:
    "Enter the administrator's email address the application gave. If an application uses it, we email a new link to it.",
  emailLabel: "Administrator's email address",
  send: "Email me a link",
  lostDone:
    "If an application uses that address, we have emailed a new link to it. It may take a few minutes to arrive.",
  notFoundTitle: "Page not found",
  notFound: "This link does not work. It may be mistyped, or it may no longer be valid.",
  askNewLink: "Ask for a new link",
  reference: "Reference {reference}",
  school: "School",
  submitted: "Sent on {date}",
  statusHeading: "Where your application stands",
  statuses: {
    pending: "Pending: we have your application and it is waiting for a reviewer.",
    under_review: "Under review: a reviewer is looking at your application.",
    approved: "Approved: your application has been approved.",
    rejected: "Not approved: we are unable to approve your application at this time.",
  } satisfies Record<ApplicationStatus, string>,
  statusNames: {
    pending: "Pending",
    under_review: "Under review",
    approved: "Approved",
    rejected: "Not approved",
  } satisfies Record<ApplicationStatus, string>,
  nextHeading: "What happens next",
  next: {
    pending:
      "A member of our team will review your application. If we need anything, we ask here and email you.",
    under_review:
      "We may ask you questions or for documents here. When we have decided, we email you and this page shows it.",
    approved:
      "We will be in touch about the next steps. Our approval does not decide whether your school can take part in the CHOOSE Act: the state decides that.",
    rejected: "You are welcome to contact us with any questions.",
  } satisfies Record<ApplicationStatus, string>,
  requestsHeading: "Our requests",
  noRequests: "We have asked you nothing so far.",
  asked: "Asked on {date}",
  answeredOn: "Answered on {date}",
  yourAnswer: "Your answer",
  answerLabel: "Your answer (optional if you attach a file)",
  filesLabel: "Files (PDF, JPEG or PNG, 10 MB each at most)",
  sendAnswer: "Send my answer",
  documentRequested: "We ask for a document.",
  documentsHeading: "Your documents",
  noDocuments: "No documents yet.",
  uploadLabel: "Add documents (PDF, JPEG or PNG, 10 MB each at most, 20 in all)",
  upload: "Send the documents",
  uploaded: "Thank you: we have received it.",
  answered: "Thank you: we have received your answer.",
  directoryHeading: "Our public directory",
  directoryIntro:
    "Once your application is approved, families can find your school in our directory of member schools: its name, city, ZIP code, grades, type, governance, website and the description below. Nothing else from your application is shown. Being listed does not make a school eligible for the CHOOSE Act.",
  directoryConsent: "List our school in the public directory",
  directoryDescription: "Description for families (plain text, at most {max} characters)",
  directorySave: "Save the directory choice",
  directorySaved: "Thank you: your directory choice is saved.",
  directoryListed: "Your school is listed in the directory now.",
  directoryNotListed: "Your school is not listed in the directory now.",
  directoryPending: "It will be listed once your application is approved.",
  directoryHidden: "Our staff have taken the listing down for now; please contact us about it.",
  directoryLink: "See the directory",
  checklistHeading: "Readiness checklist",
  checklistIntro:
    "What the state asks of a school taking part in the CHOOSE Act, as our reviewers see your application. It helps you get ready; it is not the state's decision.",
  checkStates: { unknown: "Not checked yet", met: "Met", not_met: "Missing" } satisfies Record<
    ReviewState,
    string
  >,
  checkItems: {
    accreditation: "Accredited (church schools included)",
    occupancy_permit: "Holds an occupancy permit and follows health and safety codes",
    background_checks: "Background checks under the Alabama Child Protection Act",
    financial_assurance: "Financial statements or a surety bond",
    ferpa: "Follows FERPA for student records",
    norm_referenced_testing: "Students take a norm-referenced test",
    same_tuition: "Charges participating students the same tuition",
  } satisfies Record<ReviewItem, string>,
  noteForYou: "Our note: {note}",
  timelineHeading: "History",
  events: {
    submitted: "Application received",
    status: "Status changed to {status}",
    letter: "Email sent: {subject}",
    asked: "We asked a question",
    answered: "You answered",
    document: "Document received: {name}",
  },
  errorSummary: "There is a problem",
  tooMany: "Too many requests from your address. Please try again in a few minutes.",
  keepPrivate: "This page is private: keep its address to yourself.",
  languageSwitch: "Español",
  errors: {
    type: "{name} is not a PDF, JPEG or PNG file.",
    size: "{name} is larger than 10 MB.",
    count: "An application holds 20 documents at most.",
    empty: "Write an answer or attach a file.",
    closed: "This request is already answered.",
    text: "Your answer is too long (5000 characters at most).",
    email: "Enter a valid email address.",
    files: "Send 5 files at most at a time.",
    crossSite: "This form was sent from another site, so nothing was saved.",
    description: "The description is too long (500 characters at most).",
  },
};

export type PortalTexts = typeof portalEn;

const portalEs: PortalTexts = {
  title: "Su solicitud",
  lostTitle: "¿Perdió su enlace?",
  lostIntro:
    "Escriba el correo electrónico del administrador que dio la solicitud. Si una solicitud lo usa, le enviaremos un enlace nuevo.",
  emailLabel: "Correo electrónico del administrador",
  send: "Enviarme un enlace",
  lostDone:
    "Si una solicitud usa esa dirección, le hemos enviado un enlace nuevo. Puede tardar unos minutos en llegar.",
  notFoundTitle: "Página no encontrada",
  notFound: "Este enlace no funciona. Puede estar mal escrito o ya no ser válido.",
  askNewLink: "Pedir un enlace nuevo",
  reference: "Referencia {reference}",
  school: "Escuela",
  submitted: "Enviada el {date}",
  statusHeading: "En qué punto está su solicitud",
  statuses: {
    pending: "Pendiente: tenemos su solicitud y espera a un revisor.",
    under_review: "En revisión: un revisor está estudiando su solicitud.",
    approved: "Aprobada: su solicitud ha sido aprobada.",
    rejected: "No aprobada: por ahora no podemos aprobar su solicitud.",
  },
  statusNames: {
    pending: "Pendiente",
    under_review: "En revisión",
    approved: "Aprobada",
    rejected: "No aprobada",
  },
  nextHeading: "Qué sigue",
  next: {
    pending:
      "Una persona de nuestro equipo revisará su solicitud. Si necesitamos algo, se lo pediremos aquí y le escribiremos.",
    under_review:
      "Puede que le hagamos preguntas o le pidamos documentos aquí. Cuando decidamos, le escribiremos y esta página lo mostrará.",
    approved:
      "Nos pondremos en contacto sobre los próximos pasos. Nuestra aprobación no decide si su escuela puede participar en la Ley CHOOSE: eso lo decide el estado.",
    rejected: "Puede escribirnos con cualquier pregunta.",
  },
  requestsHeading: "Nuestras peticiones",
  noRequests: "Por ahora no le hemos pedido nada.",
  asked: "Pedido el {date}",
  answeredOn: "Respondido el {date}",
  yourAnswer: "Su respuesta",
  answerLabel: "Su respuesta (opcional si adjunta un archivo)",
  filesLabel: "Archivos (PDF, JPEG o PNG, 10 MB como máximo cada uno)",
  sendAnswer: "Enviar mi respuesta",
  documentRequested: "Le pedimos un documento.",
  documentsHeading: "Sus documentos",
  noDocuments: "Todavía no hay documentos.",
  uploadLabel: "Añadir documentos (PDF, JPEG o PNG, 10 MB como máximo cada uno, 20 en total)",
  upload: "Enviar los documentos",
  uploaded: "Gracias: lo hemos recibido.",
  answered: "Gracias: hemos recibido su respuesta.",
  directoryHeading: "Nuestro directorio público",
  directoryIntro:
    "Cuando su solicitud sea aprobada, las familias podrán encontrar su escuela en nuestro directorio de escuelas miembro: su nombre, ciudad, código postal, grados, tipo, gobierno, sitio web y la descripción de abajo. No se muestra nada más de su solicitud. Aparecer en la lista no hace que una escuela sea elegible para la Ley CHOOSE.",
  directoryConsent: "Incluir nuestra escuela en el directorio público",
  directoryDescription: "Descripción para las familias (texto simple, como máximo {max} caracteres)",
  directorySave: "Guardar la elección del directorio",
  directorySaved: "Gracias: su elección del directorio está guardada.",
  directoryListed: "Su escuela aparece ahora en el directorio.",
  directoryNotListed: "Su escuela no aparece ahora en el directorio.",
  directoryPending: "Aparecerá cuando su solicitud sea aprobada.",
  directoryHidden: "Nuestro equipo ha retirado la ficha por ahora; por favor, contáctenos al respecto.",
  directoryLink: "Ver el directorio",
  checklistHeading: "Lista de preparación",
  checklistIntro:
    "Lo que el estado pide a una escuela que participa en la Ley CHOOSE, tal como lo ven nuestros revisores en su solicitud. Le ayuda a prepararse; no es la decisión del estado.",
  checkStates: { unknown: "Sin revisar", met: "Cumplido", not_met: "Falta" },
  checkItems: {
    accreditation: "Acreditada (también las escuelas religiosas)",
    occupancy_permit: "Tiene permiso de ocupación y cumple las normas de salud y seguridad",
    background_checks: "Verificación de antecedentes según la Ley de Protección Infantil de Alabama",
    financial_assurance: "Estados financieros o una fianza",
    ferpa: "Cumple la ley FERPA sobre los expedientes de los alumnos",
    norm_referenced_testing: "Los alumnos hacen una prueba normalizada",
    same_tuition: "Cobra la misma matrícula a los alumnos participantes",
  },
  noteForYou: "Nuestra nota: {note}",
  timelineHeading: "Historial",
  events: {
    submitted: "Solicitud recibida",
    status: "Estado cambiado a {status}",
    letter: "Correo enviado: {subject}",
    asked: "Le hicimos una pregunta",
    answered: "Usted respondió",
    document: "Documento recibido: {name}",
  },
  errorSummary: "Hay un problema",
  tooMany: "Demasiadas peticiones desde su dirección. Por favor, inténtelo de nuevo en unos minutos.",
  keepPrivate: "Esta página es privada: no comparta su dirección.",
  languageSwitch: "English",
  errors: {
    type: "{name} no es un archivo PDF, JPEG o PNG.",
    size: "{name} pesa más de 10 MB.",
    count: "Una solicitud admite 20 documentos como máximo.",
    empty: "Escriba una respuesta o adjunte un archivo.",
    closed: "Esta petición ya está respondida.",
    text: "Su respuesta es demasiado larga (5000 caracteres como máximo).",
    email: "Escriba un correo electrónico válido.",
    files: "Envíe 5 archivos como máximo cada vez.",
    crossSite: "Este formulario se envió desde otro sitio, así que no se guardó nada.",
    description: "La descripción es demasiado larga (500 caracteres como máximo).",
  },
};

export const portalTexts: Record<Language, PortalTexts> = { en: portalEn, es: portalEs };

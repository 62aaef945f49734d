/**
 * `@choose/schema/i18n/guide-es`: the CHOOSE Act guide in Spanish (formal "usted", short sentences: the
 * readability test holds it to Fernández Huerta 60 or more). Only the Spanish guide pages load it. The
 * same keys and `{placeholders}` as `guide-en.ts`, and the same facts: the figures and dates fill the
 * placeholders from the API, and a test compares the numbers both pages show.
 */
import type { GuideTexts } from "./guide-en.ts";

export const guideEs: GuideTexts = {
  eyebrow: "Ley CHOOSE de Alabama",
  loading: "Cargando la guía",
  otherLanguageSite: "(en inglés)",
  officialLinks: {
    aldor: "Departamento de Ingresos de Alabama (ALDOR)",
    classWallet: "portal de la Ley CHOOSE de Alabama en ClassWallet",
  },
  stateSites: {
    and: "{aldor} y del {classWallet}",
    or: "{aldor} o en el {classWallet}",
  },
  faqTitle: "Preguntas y respuestas",
  sources: {
    title: "Fuentes",
    classWallet: "ClassWallet: Ley CHOOSE de Alabama",
    aldor: "Departamento de Ingresos de Alabama",
    hhs: "Departamento de Salud y Servicios Humanos de EE. UU.: pautas de pobreza",
    aisa: "Asociación de Escuelas Independientes de Alabama: información sobre la Ley CHOOSE",
    esaTracker: "ESA Tracker: Alabama",
    code: "Código de Alabama, título 16, capítulo 6J (§ 16-6J-2 y § 16-6J-5)",
    governor:
      "Oficina del Gobernador de Alabama: comunicados de prensa del 31 de marzo de 2025 y del 3 de diciembre de 2025",
    lastReviewed:
      "Revisado por última vez el {date}. Las reglas y las fechas pueden cambiar: consulte al Departamento de Ingresos de Alabama antes de decidir.",
  },
  families: {
    metaTitle: "La Ley CHOOSE: guía para familias",
    metaDescription:
      "Cómo funcionan las cuentas de ahorro para la educación de la Ley CHOOSE de Alabama: cuánto dan, quién puede tener una, el límite de ingresos, las fechas clave y un cálculo de elegibilidad.",
    title: "La Ley CHOOSE: guía para familias",
    intro:
      "La Ley CHOOSE da dinero a las familias de Alabama para la escuela de sus hijos. Esta guía explica cuánto es, quién lo puede recibir y cómo pedirlo.",
    otherQuestion: "¿Dirige una escuela?",
    otherLink: "Lea la guía para escuelas",
    what: {
      title: "¿Qué es una cuenta de ahorro para la educación?",
      body: [
        "Una cuenta de ahorro para la educación, o ESA, es una cuenta que el estado abre para su hijo. Su dinero paga gastos de la escuela que están aprobados, como la matrícula en una escuela privada que participa.",
        "Usted nunca recibe dinero en efectivo. Usted paga los gastos aprobados en ClassWallet, el sitio de pagos del estado. El Departamento de Ingresos de Alabama (ALDOR) dirige el programa.",
      ],
    },
    amounts: {
      title: "¿Cuánto es?",
      lead: "Montos para el año escolar {year}:",
      school: "por estudiante en una escuela que participa",
      homeEducation: "por estudiante que estudia en casa",
      familyCap: "como máximo por familia para estudiar en casa",
    },
    who: {
      title: "¿Quién puede tener una cuenta?",
      lead: "Su hijo podría tener una cuenta si todo esto es cierto:",
      rules: [
        "Su familia vive en Alabama.",
        "Su hijo tiene de {minAge} a {maxAge} años y no ha terminado la escuela secundaria. Un estudiante con un IEP o un plan 504 puede participar hasta los {maxAgeWithPlan} años.",
        "Su hijo está en los Estados Unidos de forma legal.",
        "Su hijo no usa también una beca de la Ley de Rendición de Cuentas de Alabama.",
      ],
    },
    income: {
      title: "Límite de ingresos",
      lead: "El ingreso de su hogar en un año debe ser igual o menor que el límite para su número de personas. El límite es una parte de la pauta federal de pobreza.",
      caption: "Límite de ingresos del hogar por año escolar",
      sizeHeader: "Personas en el hogar",
      yearHeader: "{year} ({percent}%)",
      eachOver: "Cada persona más allá de {size}",
      add: "sume {amount}",
      none: "sin límite de ingresos.",
    },
    priority: {
      title: "¿Quién va primero?",
      lead: "Cuando hay más familias que dinero, las ayudas se dan en este orden:",
      steps: [
        "Las primeras 500 ayudas son para estudiantes con necesidades especiales.",
        "Luego van los estudiantes que ya participaron, y sus hermanos.",
        "Después, los hijos de familias militares.",
        "Después, las familias con los ingresos más bajos.",
      ],
    },
    dates: {
      title: "Fechas clave",
      none: "Aún no se han dado a conocer fechas.",
      yearTitle: "Año escolar {year}",
      notAnnounced: "El estado aún no ha dado a conocer estas fechas.",
      labels: {
        renewalsOpen: "Se abren las renovaciones",
        applicationsOpen: "Se abren las nuevas solicitudes",
        applicationsClose: "Se cierran las solicitudes",
        awardsAnnounced: "Se anuncian las ayudas",
      },
    },
    uses: {
      title: "Para qué se puede usar el dinero",
      allowedTitle: "Se puede usar para",
      notAllowedTitle: "No se puede usar para",
      allowed: [
        "Matrícula y cuotas",
        "Libros de texto",
        "Tutorías",
        "Planes de estudio",
        "Exámenes",
        "Terapias",
      ],
      notAllowed: ["Deportes", "Uniformes", "Comida", "Transporte"],
    },
    apply: {
      title: "Cómo pedir una cuenta",
      lead: "Usted la pide al estado, no a nosotros. Use las páginas oficiales del estado:",
      deadline: "Haga su solicitud antes de la fecha límite del estado para el año escolar que desea.",
    },
    faq: {
      cash: {
        question: "¿Recibo el dinero en efectivo?",
        answer:
          "No. El dinero va a una cuenta para su hijo. Usted paga con ella los gastos aprobados en ClassWallet. Los padres nunca reciben efectivo.",
      },
      amount: {
        question: "¿Cuánto dinero recibe mi hijo?",
        answer: "El monto depende de dónde estudia su hijo.",
        figures:
          "En {year} es {school} por estudiante en una escuela que participa, o {homeEducation} por estudiante que estudia en casa, hasta {familyCap} por familia.",
      },
      income: {
        question: "¿Hay un límite de ingresos?",
        answer: "Sí, por ahora.",
        limit:
          "En {year}, una familia de cuatro puede ganar hasta {limit} ({percent}% de la pauta federal de pobreza).",
        noLimit: "En {year} no hay límite de ingresos.",
      },
      estimate: {
        question: "¿Este cálculo quiere decir que mi hijo tendrá una cuenta?",
        answer:
          "No. El cálculo solo le ayuda a planear. El Departamento de Ingresos de Alabama revisa cada solicitud y decide quién es elegible.",
      },
      apply: {
        question: "¿Dónde hago la solicitud?",
        answer:
          "Usted la hace con el estado, no con nosotros. Vaya a las páginas de la Ley CHOOSE del Departamento de Ingresos de Alabama o al portal de la Ley CHOOSE de Alabama en ClassWallet.",
      },
    },
  },
  estimator: {
    title: "Vea si su hijo podría ser elegible",
    lead: "Responda unas preguntas para tener un cálculo. Sus respuestas se quedan en este dispositivo: no se envía ni se guarda nada.",
    formLabel: "Cálculo de elegibilidad",
    schoolYear: "Año escolar",
    householdSize: "Personas en su hogar",
    householdSizeHint: "Inclúyase a usted, a su cónyuge y a los hijos que mantiene.",
    income: "Ingreso del hogar en un año",
    incomeHint: "Antes de impuestos, en dólares, por ejemplo 60,000.",
    childAge: "Edad de su hijo",
    alabamaResident: "Vivimos en Alabama",
    hasDisabilityPlan: "Mi hijo tiene un IEP o un plan 504",
    submit: "Ver si es elegible",
    noscript: "El cálculo necesita JavaScript. Los límites de ingresos de arriba dan las mismas cifras.",
    errors: {
      householdSize: "Escriba cuántas personas hay en su hogar, de 1 a 20",
      income: "Escriba el ingreso del hogar en un año, en dólares",
      childAge: "Escriba la edad de su hijo en años",
    },
    outcome: {
      "likely-eligible": "Es probable que sea elegible para {year}",
      "likely-not-eligible": "Es probable que no sea elegible para {year}",
      "no-income-limit": "No hay límite de ingresos en {year}",
    },
    reasons: {
      resident: "Su familia vive en Alabama.",
      notResident: "Solo las familias que viven en Alabama pueden tener una cuenta de la Ley CHOOSE.",
      age: "Pueden participar los niños de {minAge} a {maxAge} años que no han terminado la escuela secundaria.",
      ageWithPlan: "Un estudiante con un IEP o un plan 504 puede participar hasta los {maxAgeWithPlan} años.",
      tooYoung: "El niño debe tener por lo menos {minAge} años.",
      tooOld: "El niño debe tener {maxAge} años o menos (hasta {maxAgeWithPlan} con un IEP o un plan 504).",
      withinLimit:
        "Un ingreso de {income} está dentro del límite de {year}, que es de {limit} para un hogar de {people} ({percent}% de la pauta federal de pobreza).",
      overLimit:
        "Un ingreso de {income} pasa del límite de {year}, que es de {limit} para un hogar de {people} ({percent}% de la pauta federal de pobreza).",
      noLimit: "No hay límite de ingresos para {year}.",
    },
    onePerson: "1 persona",
    people: "{size} personas",
    award:
      "La ayuda sería de {school} en una escuela que participa, o de {homeEducation} para estudiar en casa (como máximo {familyCap} por familia).",
    disclaimer:
      "Esto es solo un cálculo. El Departamento de Ingresos de Alabama decide quién es elegible cuando usted hace la solicitud.",
    applyAt: "Haga su solicitud en el {sites}.",
    closed: {
      notice:
        "Las solicitudes para {year} se cerraron el {date}. Ya no puede hacer la solicitud para ese año escolar.",
      next: "Para ver el próximo año escolar, elija {next}.",
      result:
        "Las solicitudes para {year} se cerraron el {date}, así que ya no puede hacer la solicitud para ese año. Esté atento a las fechas del próximo año escolar en esta página y en el {sites}.",
    },
  },
  schools: {
    metaTitle: "La Ley CHOOSE: guía para escuelas",
    metaDescription:
      "Lo que una escuela privada de Alabama debe hacer para ser parte de la Ley CHOOSE, y cómo podemos ayudar a su escuela a prepararse.",
    title: "La Ley CHOOSE: guía para escuelas",
    intro:
      "Las escuelas privadas de Alabama pueden ser parte de la Ley CHOOSE. Así sirven a familias que usan una cuenta de ahorro para la educación. Aquí verá lo que el estado pide a una escuela y cómo le ayudamos.",
    otherQuestion: "¿Es usted padre o madre?",
    otherLink: "Lea la guía para familias",
    requirements: {
      title: "Lo que una escuela debe hacer",
      lead: "Para ser parte, una escuela debe:",
      rules: [
        "Estar acreditada. Las escuelas de una iglesia también pueden ser parte.",
        "Cumplir las normas de salud y seguridad y tener un permiso de ocupación.",
        "Cumplir la Ley de Protección Infantil de Alabama. Esta ley pide revisar los antecedentes del personal.",
        "Dar al estado informes financieros o una fianza de garantía.",
        "Dar un informe al estado cada año.",
        "Cumplir FERPA, la ley federal que cuida los datos de los estudiantes.",
        "No rechazar a estudiantes por su raza, color u origen nacional.",
        "Cobrar a los estudiantes del programa la misma matrícula que a los demás.",
        "Pedir a los estudiantes del programa que hagan una prueba con normas de referencia.",
      ],
      howToApply:
        "Una escuela hace su solicitud al estado como proveedor. Las escuelas la pueden hacer en todo momento, y el estado decide en 14 días o menos. Hágala a través del {sites}.",
      award:
        "En {year}, cada estudiante en una escuela que participa aporta {amount} para la matrícula y las cuotas.",
    },
    notice: {
      title: "Solo el estado decide si una escuela es elegible.",
      body: "Unirse a nuestro grupo o terminar nuestro programa de Certificación de Preparación CHOOSE no hace que una escuela sea elegible. La escuela debe cumplir las reglas de la ley, como estar acreditada.",
    },
    help: {
      title: "Cómo ayudamos",
      lead: "Ayudamos a las escuelas a entender las reglas y a estar listas. Nuestro trabajo tiene cuatro áreas:",
      cta: "Pida trabajar con nosotros",
    },
    faq: [
      {
        question: "¿Unirse a su organización hace elegible a nuestra escuela?",
        answer:
          "No. Unirse a nosotros, o terminar nuestro programa de Certificación de Preparación CHOOSE, no hace que una escuela sea elegible. La escuela debe cumplir las reglas de la ley, como estar acreditada, y el estado decide.",
      },
      {
        question: "¿Cómo hace una escuela su solicitud?",
        answer:
          "Una escuela hace su solicitud al Departamento de Ingresos de Alabama como proveedor. Las escuelas la pueden hacer en todo momento, y el estado decide en 14 días o menos.",
      },
      {
        question: "¿Una escuela debe llevar abierta un número fijo de años?",
        answer:
          "No encontramos esa regla en la ley. Algunos grupos que acreditan escuelas sí la tienen, así que consulte a su acreditador.",
      },
      {
        question: "¿Puede ser parte una escuela de una iglesia?",
        answer:
          "Sí. Una escuela de una iglesia puede ser parte si está acreditada y cumple las demás reglas.",
      },
    ],
  },
};

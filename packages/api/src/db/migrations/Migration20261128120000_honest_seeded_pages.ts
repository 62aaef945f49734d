import { Migration } from "@mikro-orm/migrations";

/** `text` as a dollar-quoted SQL literal (the seeded texts hold apostrophes). */
const literal = (text: string) => `$seeded$${text}$seeded$`;

/**
 * The seeded About page's team and board sections, as a site started before issue 31 holds them (an
 * instruction to the administrator, shown to the public), and what replaces them: the same words the
 * first start now seeds.
 */
const ABOUT_SECTIONS = [
  {
    language: "en",
    placeholder: `<h2>Our team</h2>
<ul>
<li>Add each member of the team here: name, role.</li>
</ul>
<h2>Our board</h2>
<ul>
<li>Add each board member here: name, role.</li>
</ul>`,
    honest: `<h2>Talk to us</h2>
<p>Whether you lead a school or are a parent weighing your options, <a href="/contact">write to us</a> and a member of our team will answer.</p>`,
  },
  {
    language: "es",
    placeholder: `<h2>Nuestro equipo</h2>
<ul>
<li>Agregue aquí a cada miembro del equipo: nombre y cargo.</li>
</ul>
<h2>Nuestra junta directiva</h2>
<ul>
<li>Agregue aquí a cada miembro de la junta: nombre y cargo.</li>
</ul>`,
    honest: `<h2>Hable con nosotros</h2>
<p>Si usted dirige una escuela o es un padre o una madre que estudia sus opciones, <a href="/es/contact">escríbanos</a> y una persona de nuestro equipo le responderá.</p>`,
  },
];

/** The seeded Donate page before issue 31 and after, in each language. */
const DONATE_PAGES = [
  {
    before: `<p>Your gift pays for the workshops, guides and one-on-one help we give schools and families, free of charge to them.</p>
<p>We are a non-profit organization; our details, and our tax-exempt status where we hold it, are at the foot of every page. Please keep your donation receipt for your records.</p>`,
    after: `<p>Your gift pays for the workshops, guides and one-on-one help we give schools and families, free of charge to them.</p>
<p>We are a non-profit organization; our details, and our tax-exempt status where we hold it, are at the foot of every page. To give, or to ask how your gift would be used, <a href="/contact">write to us</a>. Please keep your donation receipt for your records.</p>`,
  },
  {
    before: `<p>Su donación paga los talleres, las guías y la ayuda personal que damos a las escuelas y a las familias, sin costo para ellas.</p>
<p>Somos una organización sin fines de lucro; nuestros datos, y nuestra exención de impuestos cuando la tenemos, están al pie de cada página. Por favor, guarde el recibo de su donación para sus registros.</p>`,
    after: `<p>Su donación paga los talleres, las guías y la ayuda personal que damos a las escuelas y a las familias, sin costo para ellas.</p>
<p>Somos una organización sin fines de lucro; nuestros datos, y nuestra exención de impuestos cuando la tenemos, están al pie de cada página. Para donar, o para preguntar cómo se usaría su donación, <a href="/es/contact">escríbanos</a>. Por favor, guarde el recibo de su donación para sus registros.</p>`,
  },
];

/** The seeded About page's description, which promised the team and board, before issue 31 and after. */
const ABOUT_DESCRIPTIONS = [
  {
    before:
      "Who we are: our mission, how we help Alabama's private schools and families, our team and board.",
    after: "Who we are: our mission, and how we help Alabama's private schools and families.",
  },
  {
    before:
      "Quiénes somos: nuestra misión, cómo ayudamos a las escuelas privadas y a las familias de Alabama, nuestro equipo y nuestra junta directiva.",
    after:
      "Quiénes somos: nuestra misión y cómo ayudamos a las escuelas privadas y a las familias de Alabama.",
  },
];

/**
 * Issue 31, nothing placeholder goes public: a site started earlier still shows the seeded About page's
 * "Add each member of the team here" lines wherever the administrator left them. They become the short
 * text a new site now starts with; a page the administrator rewrote is left alone (the lines are gone
 * from it). The Donate page, where still exactly as seeded, gains its new sentence, so the setup
 * checklist sees it as unwritten like a new site's.
 */
export class Migration20261128120000_honest_seeded_pages extends Migration {
  override name = "Migration20261128120000_honest_seeded_pages";

  override up(): void | Promise<void> {
    for (const { language, placeholder, honest } of ABOUT_SECTIONS) {
      this.addSql(
        `update "pages" set "content" = replace("content", ${literal(placeholder)}, ${literal(honest)}) where "language" = '${language}' and strpos("content", ${literal(placeholder)}) > 0;`,
      );
    }
    // The description follows only where the lines it announced were replaced (the team and board are gone).
    for (const [index, { before, after }] of ABOUT_DESCRIPTIONS.entries()) {
      this.addSql(
        `update "pages" set "description" = ${literal(after)} where "description" = ${literal(before)} and strpos("content", ${literal(ABOUT_SECTIONS[index]?.honest ?? "")}) > 0;`,
      );
    }
    for (const { before, after } of DONATE_PAGES) {
      this.addSql(`update "pages" set "content" = ${literal(after)} where "content" = ${literal(before)};`);
    }
  }

  override down(): void | Promise<void> {
    // The seeded texts stay as they are: the old ones were placeholders.
  }
}

import { Migration20261122124242_initial } from "./Migration20261122124242_initial.ts";
import { Migration20261123130521_account_security } from "./Migration20261123130521_account_security.ts";
import { Migration20261123130608_media } from "./Migration20261123130608_media.ts";
import { Migration20261123180000_back_office } from "./Migration20261123180000_back_office.ts";
import { Migration20261123180100_email } from "./Migration20261123180100_email.ts";
import { Migration20261123180300_organisation } from "./Migration20261123180300_organisation.ts";
import { Migration20261123210000_language } from "./Migration20261123210000_language.ts";
import { Migration20261123211500_choose_act } from "./Migration20261123211500_choose_act.ts";
import { Migration20261126220000_submission_keys } from "./Migration20261126220000_submission_keys.ts";
import { Migration20261126221000_sign_in_throttle } from "./Migration20261126221000_sign_in_throttle.ts";
import { Migration20261127040000_unlogged_counters } from "./Migration20261127040000_unlogged_counters.ts";
import { Migration20261128090200_translations } from "./Migration20261128090200_translations.ts";
import { Migration20261128090300_letter_languages } from "./Migration20261128090300_letter_languages.ts";
import { Migration20261128120000_honest_seeded_pages } from "./Migration20261128120000_honest_seeded_pages.ts";
import { Migration20261128130000_staff } from "./Migration20261128130000_staff.ts";
import { Migration20261201190000_staff_exports } from "./Migration20261201190000_staff_exports.ts";
import { Migration20261201191000_portal } from "./Migration20261201191000_portal.ts";
import { Migration20261201192000_events } from "./Migration20261201192000_events.ts";
import { Migration20261201193000_scheduled_publishing } from "./Migration20261201193000_scheduled_publishing.ts";
import { Migration20261201193010_tags } from "./Migration20261201193010_tags.ts";
import { Migration20261201193020_revisions } from "./Migration20261201193020_revisions.ts";
import { Migration20261201194000_resources_search } from "./Migration20261201194000_resources_search.ts";
import { Migration20261201195000_events_search } from "./Migration20261201195000_events_search.ts";
import { Migration20261201200000_school_directory } from "./Migration20261201200000_school_directory.ts";

/** Every migration in order; listed explicitly so start-up scans no folder. */
export const migrationsList = [
  Migration20261122124242_initial,
  Migration20261123130521_account_security,
  Migration20261123130608_media,
  Migration20261123180000_back_office,
  Migration20261123180100_email,
  Migration20261123180300_organisation,
  Migration20261123210000_language,
  Migration20261123211500_choose_act,
  Migration20261126220000_submission_keys,
  Migration20261126221000_sign_in_throttle,
  Migration20261127040000_unlogged_counters,
  Migration20261128090200_translations,
  Migration20261128090300_letter_languages,
  Migration20261128120000_honest_seeded_pages,
  Migration20261128130000_staff,
  Migration20261201190000_staff_exports,
  Migration20261201191000_portal,
  Migration20261201192000_events,
  Migration20261201193000_scheduled_publishing,
  Migration20261201193010_tags,
  Migration20261201193020_revisions,
  Migration20261201194000_resources_search,
  Migration20261201195000_events_search,
  Migration20261201200000_school_directory,
];

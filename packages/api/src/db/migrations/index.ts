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
];

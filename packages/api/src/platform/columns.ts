import { randomUUID } from "node:crypto";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@choose/schema";
import { p } from "@mikro-orm/postgresql";

/** A uuid primary key, made by the app (so the row is known before insert) with a database default too. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .defaultRaw("gen_random_uuid()")
    .onCreate(() => randomUUID());

/** A `timestamptz` that defaults to now(), both in the database and for entities the app creates. */
export const createdTimestamp = () =>
  p
    .datetime()
    .defaultRaw("now()")
    .onCreate(() => new Date());

/** A `timestamptz` set to now() on insert and by the app on every change of its row. */
export const updatedTimestamp = () => createdTimestamp().onUpdate(() => new Date());

/** The language a visitor used (`en` or `es`), English by default: emails to that person go in it. */
export const languageColumn = () => p.enum(LANGUAGES).default(DEFAULT_LANGUAGE);

/** A public submission's idempotency key (`submissionKey`), unique: one row per key. */
export const submissionKeyColumn = () => p.text().nullable().unique();

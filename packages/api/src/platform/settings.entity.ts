import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { updatedTimestamp } from "./columns.ts";

export const SettingEntity = defineEntity({
  name: "Setting",
  properties: {
    key: p.text().primary(),
    value: p.text(),
    updatedAt: updatedTimestamp(),
  },
});
export type SettingRow = InferEntity<typeof SettingEntity>;

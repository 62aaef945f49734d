import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";

/** Fixed-window counters shared by every API instance when no Redis is configured. */
export const RateLimitCounterEntity = defineEntity({
  name: "RateLimitCounter",
  properties: {
    key: p.text().primary(),
    count: p.integer(),
    expiresAt: p.datetime().index(),
  },
});
export type RateLimitCounterRow = InferEntity<typeof RateLimitCounterEntity>;

import { randomUUID } from "node:crypto";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import type { NewsletterService } from "../../services.ts";
import { isHoneypotFilled } from "../honeypot.ts";

const subscribedMessage = "Subscribed";
const alreadySubscribedMessage = "You're already subscribed";

export function createNewsletterService(orm: MikroORM, log: FastifyBaseLogger): NewsletterService {
  return {
    async subscribe(input) {
      if (isHoneypotFilled(input, "newsletter", log)) {
        return { subscribed: true, alreadySubscribed: false, message: subscribedMessage };
      }
      // One statement, so two sign-ups racing for the same address cannot both insert. A repeat
      // re-activates the subscription and keeps the newest name; `xmax = 0` tells a fresh insert.
      const [row] = await orm.em.getConnection().execute<{ inserted: boolean }[]>(
        `insert into newsletter_subscriptions (id, email, name, is_active) values (?, ?, ?, true)
         on conflict (email) do update set is_active = true, name = excluded.name
         returning (xmax = 0) as inserted`,
        [randomUUID(), input.email, input.name],
      );
      const created = row?.inserted === true;
      return {
        subscribed: true,
        alreadySubscribed: !created,
        message: created ? subscribedMessage : alreadySubscribedMessage,
      };
    },
  };
}

import type { EntityManager, EntityName, FilterQuery } from "@mikro-orm/postgresql";

/** Deletes what `where` finds, or throws `notFound()` when it finds nothing: `findOneOrFail`'s twin. */
export async function deleteOrFail<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  where: FilterQuery<NoInfer<Entity>>,
  notFound: () => Error,
): Promise<void> {
  if ((await em.nativeDelete(entity, where)) === 0) throw notFound();
}

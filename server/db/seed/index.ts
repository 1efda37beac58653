import { sql } from "drizzle-orm";
import { imageUrlFor } from "../../domain/images/variants.ts";
import type { ImageStore } from "../../integrations/storage/image-store.ts";
import type { Db } from "../client.ts";
import { categories, products } from "../schema.ts";
import { type ArtSpec, renderArtwork } from "./artwork.ts";
import { CATEGORIES, PRODUCTS, type SeedProduct } from "./catalogue.ts";

/** Two renders at a time keep both cores busy without starving the server that is starting up. */
const RENDER_CONCURRENCY = 2;

export function artSpecOf(product: SeedProduct): ArtSpec {
  return { ...product.art, painted: product.materials.includes("Acryl Painting") };
}

/** The About page's illustrations (app/lib/images.ts names the keys), drawn like the product photos. */
const ABOUT_ART: { key: string; art: ArtSpec; view: number }[] = [
  { key: "about-family", art: { motif: "familyHeart", shape: "square", wood: "birch" }, view: 3 },
  { key: "about-founder", art: { motif: "treeOfLife", shape: "round", wood: "oak" }, view: 1 },
  { key: "about-banner", art: { motif: "mountains", shape: "wide", wood: "walnut" }, view: 2 },
  { key: "about-background", art: { motif: "mandala", shape: "round", wood: "birch" }, view: 2 },
];

async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Renders the demo pictures the store does not hold yet, so an interrupted first start resumes. */
async function generateImages(store: ImageStore) {
  const jobs: { key: string; art: ArtSpec; view?: number }[] = [
    ...PRODUCTS.flatMap((p) => p.imageKeys.map((key) => ({ key, art: artSpecOf(p) }))),
    ...ABOUT_ART,
  ];
  const missing = [];
  for (const job of jobs) if (!(await store.has(job.key))) missing.push(job);
  await eachLimited(missing, RENDER_CONCURRENCY, (job) => renderArtwork(store, job.key, job.art, job.view));
}

function categoryImage(categoryId: number) {
  const own = PRODUCTS.filter((p) => p.categoryId === categoryId);
  const pick = own.find((p) => p.featured) ?? own[0];
  return pick?.imageKeys[0] ? imageUrlFor(pick.imageKeys[0]) : "";
}

/**
 * Fills an empty shop with the demo catalogue (first start). Does nothing once any category exists,
 * so an owner who replaced the demo data never gets it back.
 */
export async function seedDemoCatalogue(db: Db, options: { images?: ImageStore } = {}): Promise<{ seeded: boolean; products: number }> {
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) return { seeded: false, products: 0 };

  // Rendering takes seconds, so it happens before the transaction rather than holding locks.
  if (options.images) await generateImages(options.images);

  return db.transaction(async (tx) => {
    // Two instances starting against one PostgreSQL must not both seed: the second waits, then sees rows.
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    const again = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (again.length > 0) return { seeded: false, products: 0 };

    await tx.insert(categories).values(
      CATEGORIES.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name[0],
        nameDe: c.name[1],
        description: c.description[0],
        descriptionDe: c.description[1],
        imageUrl: categoryImage(c.id),
      })),
    );
    await tx.insert(products).values(
      PRODUCTS.map((p) => ({
        categoryId: p.categoryId,
        slug: p.slug,
        name: p.name[0],
        nameDe: p.name[1],
        description: p.description[0],
        descriptionDe: p.description[1],
        details: p.details[0],
        detailsDe: p.details[1],
        priceCents: p.priceCents,
        imageUrl: imageUrlFor(p.imageKeys[0] as string),
        imageUrls: p.imageKeys.map(imageUrlFor),
        customizable: p.customizable ?? false,
        materials: p.materials,
        width: p.size[0],
        height: p.size[1],
        depth: p.size[2],
        showInGallery: p.showInGallery ?? false,
        featured: p.featured ?? false,
        inStock: true,
        rating: p.rating,
        reviewCount: p.reviewCount,
      })),
    );
    // Explicit ids leave the serial sequences behind; without this the owner's first new row collides.
    await tx.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
    return { seeded: true, products: PRODUCTS.length };
  });
}

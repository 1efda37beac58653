import { count, sql } from "drizzle-orm";
import { imageUrlFor } from "../../../app/lib/images.ts";
import type { ImageStore } from "../../integrations/storage/image-store.ts";
import type { Db } from "../client.ts";
import { categories, products } from "../schema.ts";
import { type Motif, renderArtwork, type Wood } from "./demo-artwork.ts";
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from "./demo-products.ts";

const imageKeys = (slug: string, motifs: readonly Motif[]) => motifs.map((_, i) => `demo-${slug}-${i + 1}`);

/** The About page's illustrations, drawn like the product pictures. */
const ABOUT_ART: { key: string; motif: Motif; wood: Wood; index: number }[] = [
  { key: "about-family", motif: "heart", wood: "birch", index: 1 },
  { key: "about-founder", motif: "tree", wood: "oak", index: 0 },
  { key: "about-banner", motif: "mountains", wood: "walnut", index: 2 },
  { key: "about-background", motif: "mandala", wood: "birch", index: 0 },
];

/**
 * Seeds the demo catalogue into an empty database (nothing happens when categories exist).
 * With an image store, it also draws every product picture that is not stored yet.
 */
export async function seedDemoCatalogue(db: Db, options: { images?: ImageStore } = {}): Promise<{ seeded: boolean; products: number }> {
  if (options.images) {
    const jobs = DEMO_PRODUCTS.flatMap((p) =>
      imageKeys(p.slug, p.motifs).map((key, index) => ({ key, motif: p.motifs[index]!, wood: p.wood, index })),
    );
    await renderArtwork(options.images, [...jobs, ...ABOUT_ART]);
  }
  const [{ n }] = (await db.select({ n: count() }).from(categories)) as [{ n: number }];
  if (n > 0) return { seeded: false, products: 0 };

  await db.transaction(async (tx) => {
    await tx.insert(categories).values(
      DEMO_CATEGORIES.map((c) => {
        const first = DEMO_PRODUCTS.find((p) => p.categoryId === c.id)!;
        return { ...c, imageUrl: imageUrlFor(imageKeys(first.slug, first.motifs)[0]!) };
      }),
    );
    await tx.insert(products).values(
      DEMO_PRODUCTS.map((p) => {
        const urls = imageKeys(p.slug, p.motifs).map(imageUrlFor);
        return {
          categoryId: p.categoryId,
          name: p.name,
          nameDe: p.nameDe,
          slug: p.slug,
          description: p.description,
          descriptionDe: p.descriptionDe,
          details: p.details,
          detailsDe: p.detailsDe,
          priceCents: Math.round(p.price * 100),
          imageUrl: urls[0]!,
          imageUrls: urls,
          customizable: p.customizable ?? false,
          materials: p.materials,
          width: p.size[0],
          height: p.size[1],
          depth: p.size[2],
          showInGallery: p.categoryId === 1,
          featured: p.featured ?? false,
          rating: p.rating,
          reviewCount: p.reviews,
        };
      }),
    );
    // Explicit ids leave the sequences behind; move them past the seeded rows.
    await tx.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`);
  });
  return { seeded: true, products: DEMO_PRODUCTS.length };
}

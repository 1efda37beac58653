/** The gallery category (spec §3): excluded from the shop grid, shown as the gallery preview. */
export const GALLERY_CATEGORY_ID = 1;

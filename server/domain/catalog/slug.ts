/** Spec §5: lower case, runs of non-alphanumerics become '-', trimmed of dashes. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

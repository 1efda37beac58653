import { useLanguage } from "../lib/language.tsx";
import { formatPrice } from "../lib/money.ts";

export function Price({ amount, className }: { amount: number; className?: string }) {
  const { language } = useLanguage();
  return <span className={className}>{formatPrice(amount, language)}</span>;
}

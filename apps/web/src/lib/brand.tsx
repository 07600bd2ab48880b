import { type Brand, type BrandOverrides, resolveBrand } from "@repo/site-content";
import { createContext, type ReactNode, useContext } from "react";

/** The id of the JSON data block the server writes into index.html with brand overrides. */
export const BRAND_DATA_ID = "site-brand";

/** Brand values from the server's data block, over the built-in defaults. */
export function readBrand(doc: Document | undefined = globalThis.document): Brand {
  const raw = doc?.getElementById(BRAND_DATA_ID)?.textContent;
  if (!raw) return resolveBrand();
  try {
    return resolveBrand(JSON.parse(raw) as BrandOverrides);
  } catch {
    return resolveBrand();
  }
}

const BrandContext = createContext<Brand>(resolveBrand());

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  return useContext(BrandContext);
}

import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrandProvider, readBrand } from "@/lib/brand";
import { createAppRouter } from "@/router";
import "./styles.css";

const router = createAppRouter();

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("Missing #root element");

createRoot(rootElement).render(
  <StrictMode>
    <BrandProvider brand={readBrand()}>
      <RouterProvider router={router} />
    </BrandProvider>
  </StrictMode>,
);

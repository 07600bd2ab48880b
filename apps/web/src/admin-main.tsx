import { createRoot } from "react-dom/client";
import { App } from "@/app";
import { readBrand } from "@/lib/brand";
import { createAppRouter } from "@/router";
import { routeTree } from "./routeTree.gen";
import "./styles.css";

// The back office (admin.html, which the server sends for /admin/*): rendered in the browser
// only, behind its login check. Its router knows every route, so the admin's own definitions
// (guards, search validation) load here and never with a public page.
const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("Missing #root element");

createRoot(rootElement).render(<App router={createAppRouter(routeTree)} brand={readBrand()} />);

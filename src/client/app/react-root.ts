// React's renderer, the largest module of every page, as a start module of its own (decision 232).
export { createRoot } from "react-dom/client";

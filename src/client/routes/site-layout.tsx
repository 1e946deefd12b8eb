export { SiteLayout as default } from "@/client/app/site-layout";

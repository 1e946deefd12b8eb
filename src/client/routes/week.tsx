import { redirect } from "react-router";
import { paths } from "@/shared/routes";

/** Weeks 1 to 5 are routes of their own; any other week number goes to the community (spec section 9). */
export function loader(): never {
  throw redirect(paths.community);
}

export default function NoSuchWeek() {
  return null;
}

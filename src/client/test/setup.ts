import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// findBy*/waitFor give up after 1 s by default; on a busy 2-core machine a route change with a mocked
// fetch can take longer than that, and a test must not fail for the machine's load.
configure({ asyncUtilTimeout: 5000 });

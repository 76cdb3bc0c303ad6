import { expect, test } from "@playwright/test";
import { DEMO, storageStateOf } from "./support/accounts";

// spec 2: the landing page's sections and the public header's navigation.
const SECTIONS = [
  { link: "How It Works", hash: "#how-it-works" },
  { link: "Benefits", hash: "#benefits" },
  { link: "Services", hash: "#services" },
];

test.describe("public header", () => {
  test("from /pricing each section link opens the landing page at its section", async ({ page }) => {
    for (const { link, hash } of SECTIONS) {
      await page.goto("/pricing");
      await page.getByRole("banner").getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+/${hash}$`));
      await expect(page.locator(hash)).toBeInViewport();
    }

    // Pricing, from the foot of /pricing, brings the plans back into view.
    await page.goto("/pricing");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.locator("#pricing-plans")).not.toBeInViewport();
    await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing#pricing-plans$/);
    await expect(page.locator("#pricing-plans")).toBeInViewport();
  });

  test("Pricing goes to /pricing#pricing-plans; on the landing page the links scroll in place", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing#pricing-plans");
    await expect(page.locator("#services")).not.toBeInViewport();

    await header.getByRole("link", { name: "Services" }).click();
    await expect(page.locator("#services")).toBeInViewport();
    await expect(page).toHaveURL(/localhost:\d+\/#services$/);
    // Keyboard focus follows, so Tab continues inside the section.
    await expect(page.locator("#services")).toBeFocused();

    await header.getByRole("link", { name: "How It Works" }).click();
    await expect(page.locator("#how-it-works")).toBeInViewport();

    await header.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing#pricing-plans$/);
    await expect(page.locator("#pricing-plans")).toBeInViewport();
  });

  test("signed out it offers Sign In and Join Now (the join dialog, not a page)", async ({ page }) => {
    await page.goto("/pricing");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    await expect(header.getByRole("link", { name: "Join Now" })).toHaveCount(0);
    await header.getByRole("button", { name: "Join Now" }).click();
    await expect(page.getByRole("dialog", { name: "Join Tidyline" })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test.describe("signed in", () => {
    test.use({ storageState: storageStateOf("client") });

    test("it greets the person and offers their dashboard and Sign Out", async ({ page }) => {
      await page.goto("/");
      const header = page.getByRole("banner");
      await expect(header.getByText(`Welcome, ${DEMO.client.fullName}`)).toBeVisible();
      await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/client/dashboard");
      await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
      await expect(header.getByRole("button", { name: "Join Now" })).toHaveCount(0);
      await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    });
  });
});

test.describe("public header on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the menu holds the section links and Sign In, and closes after a choice", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Join Now" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Benefits" })).toBeHidden();

    await header.getByRole("button", { name: "Open menu" }).click();
    const menu = header.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link")).toHaveText(["How It Works", "Benefits", "Services", "Pricing"]);
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();

    await menu.getByRole("link", { name: "Benefits" }).click();
    await expect(menu).toHaveCount(0);
    await expect(page.locator("#benefits")).toBeInViewport();

    await header.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(header.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  });

  test("nothing is wider than the screen", async ({ page }) => {
    for (const path of ["/", "/pricing"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBe(0);
    }
  });
});

test.describe("landing page", () => {
  test("has the spec's sections in order, the six cities with taglines, and contact links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spotless turnovers, without the scheduling chaos");
    const order = await page.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
    expect(order).toEqual(["how-it-works", "benefits", "services", "service-areas"]);

    const cities = ["Boston, MA", "Manhattan, NY", "Chicago, IL", "Atlanta, GA", "Miami, FL", "Austin, TX"];
    const hero = page.locator("main section").first();
    for (const city of cities) await expect(hero.getByText(city, { exact: true })).toBeVisible();
    const areas = page.locator("#service-areas");
    await expect(areas.getByRole("heading", { level: 3 })).toHaveText(cities);
    await expect(areas.getByRole("listitem")).toHaveCount(6);
    for (const item of await areas.getByRole("listitem").all()) await expect(item.locator("p")).not.toBeEmpty();

    // spec 1: the claims a visitor reads.
    for (const claim of [
      "Auto-assignment",
      "Real-time updates",
      "Before/after photos",
      "Digital checklists",
      "Quality assurance",
      "24/7 support",
      "99.8%",
      "10+ hours",
      "100% satisfaction guarantee",
      "Dedicated account manager",
    ]) {
      await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    }
    await expect(page.locator("#how-it-works").getByRole("listitem")).toHaveCount(4);

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "hello@tidyline.app" })).toHaveAttribute("href", "mailto:hello@tidyline.app");
    await expect(footer.getByRole("link", { name: "(617) 555-0199" })).toHaveAttribute("href", /^tel:\+1/);
  });

  test("a link to /#benefits opens the page at that section", async ({ page }) => {
    await page.goto("/#benefits");
    await expect(page.locator("#benefits")).toBeInViewport();
  });
});

test.describe("titles and link previews", () => {
  const PAGES = [
    {
      path: "/",
      title: "Tidyline: cleaning services for property professionals",
      description: /Boston, Manhattan, Chicago, Atlanta, Miami and Austin/,
    },
    { path: "/pricing", title: "Pricing: residential plans and commercial quotes · Tidyline", description: /from \$100 per clean/ },
  ];

  for (const { path, title, description } of PAGES) {
    test(`${path} is served with its own title, description and social tags`, async ({ page, request, baseURL }) => {
      // What a crawler reads: the HTML as served, before any script runs.
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(new RegExp(`<meta property="og:url" content="${baseURL}${path}"`));
      expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"`);
      expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"`);
      const image = await request.get("/og-image.png");
      expect(image.headers()["content-type"]).toBe("image/png");

      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    });
  }
});

test.describe("prerendered public pages", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the landing and pricing pages can be read, and their links followed", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spotless turnovers, without the scheduling chaos");
      await expect(page.locator("#service-areas").getByRole("heading", { level: 3 })).toHaveCount(6);
      await page.getByRole("link", { name: "See Pricing" }).click();
      await expect(page).toHaveURL(/\/pricing#pricing-plans$/);
      await expect(page.getByRole("heading", { name: "Simple, transparent pricing", level: 1 })).toBeVisible();
      await expect(page.locator("#residential-pricing").getByRole("article")).toHaveCount(3);
    });
  });

  test("a join button pressed while the app is still starting opens the dialog once it is ready", async ({ page }) => {
    // Hold the page's scripts back, so the tap surely lands on the prerendered page.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    // The header's actions wait for the app (it knows who is signed in); the hero's button is there at once.
    await expect(page.getByRole("banner").getByRole("button", { name: "Join Now" })).toHaveCount(0);
    await page.getByRole("main").getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    await expect(page.getByRole("dialog", { name: "Join Tidyline" })).toBeVisible();
  });
});

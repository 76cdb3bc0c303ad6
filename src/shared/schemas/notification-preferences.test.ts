import { describe, expect, it } from "vitest";
import { DEFAULT_CHANNELS } from "../domain/notifications";
import {
  minuteOfTime,
  notificationPreferencesInputSchema,
  notificationSettingsFormSchema,
  settingsFormOf,
  timeOfMinute,
  toPreferencesInput,
  type NotificationPreferencesView,
} from "./notification-preferences";

const cleanerView: NotificationPreferencesView = {
  groups: ["offers", "money"],
  channels: DEFAULT_CHANNELS.cleaner,
  quietHours: null,
  timeZone: null,
  devices: 0,
  phone: null,
};

describe("the Notifications form", () => {
  it("reads times as the time inputs hold them", () => {
    expect(minuteOfTime("22:00")).toBe(1320);
    expect(minuteOfTime("06:45")).toBe(405);
    expect(timeOfMinute(405)).toBe("06:45");
    expect(timeOfMinute(0)).toBe("00:00");
    expect(timeOfMinute(1439)).toBe("23:59");
  });

  it("starts with quiet hours off at 22:00 to 07:00, the browser's zone and only the person's groups", () => {
    expect(settingsFormOf(cleanerView, "America/Denver")).toEqual({
      channels: {
        offers: { inApp: true, email: true, push: true, text: true },
        money: { inApp: true, email: true, push: true, text: false },
      },
      quietHoursOn: false,
      quietStart: "22:00",
      quietEnd: "07:00",
      timeZone: "America/Denver",
    });
  });

  it("keeps a saved zone and quiet hours over the browser's", () => {
    const form = settingsFormOf(
      { ...cleanerView, quietHours: { startMinute: 1290, endMinute: 405 }, timeZone: "America/Chicago" },
      "Asia/Tokyo",
    );
    expect(form).toMatchObject({ quietHoursOn: true, quietStart: "21:30", quietEnd: "06:45", timeZone: "America/Chicago" });
    expect(toPreferencesInput(form)).toMatchObject({ quietHours: { startMinute: 1290, endMinute: 405 }, timeZone: "America/Chicago" });
    expect(toPreferencesInput({ ...form, quietHoursOn: false }).quietHours).toBeNull();
  });

  it("checks the times only while quiet hours are on, naming the field", () => {
    const form = { ...settingsFormOf(cleanerView, "America/Denver"), quietStart: "", quietEnd: "22:00" };
    expect(notificationSettingsFormSchema.safeParse(form).success).toBe(true);
    const on = notificationSettingsFormSchema.safeParse({ ...form, quietHoursOn: true });
    expect(on.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["quietStart", "Enter when quiet hours start."],
    ]);
    const same = notificationSettingsFormSchema.safeParse({ ...form, quietHoursOn: true, quietStart: "22:00" });
    expect(same.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["quietEnd", "Quiet hours must end at another time than they start."],
    ]);
  });
});

describe("PUT's schema", () => {
  it("keeps a zone in its canonical spelling", () => {
    const parsed = notificationPreferencesInputSchema.parse({ channels: {}, quietHours: null, timeZone: " america/denver " });
    expect(parsed.timeZone).toBe("America/Denver");
  });
});

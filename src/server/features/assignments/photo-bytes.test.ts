import { describe, expect, it } from "vitest";
import { sniffPhoto } from "./photo-bytes";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe("sniffPhoto", () => {
  it("reads JPEG, PNG, WebP and HEIC from their magic numbers", () => {
    expect(sniffPhoto(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({ contentType: "image/jpeg", extension: "jpg" });
    expect(sniffPhoto(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toEqual({
      contentType: "image/png",
      extension: "png",
    });
    expect(sniffPhoto(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toEqual({ contentType: "image/webp", extension: "webp" });
    for (const brand of ["heic", "heix", "hevc", "hevx", "mif1", "msf1"]) {
      expect(sniffPhoto(bytes([0, 0, 0, 0x18], "ftyp", brand, [0, 0, 0, 0]))?.contentType).toBe("image/heic");
    }
  });

  it("refuses anything else, however it is named: text, HTML, a RIFF that is not WebP, an MP4, a truncated signature", () => {
    expect(sniffPhoto(bytes("hello, this is not a photo"))).toBeNull();
    expect(sniffPhoto(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffPhoto(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffPhoto(bytes([0, 0, 0, 0x18], "ftyp", "isom", [0, 0, 0, 0]))).toBeNull();
    expect(sniffPhoto(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffPhoto(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffPhoto(new Uint8Array())).toBeNull();
  });
});

import { closestWithin, editDistance } from "./edit-distance";

describe("editDistance", () => {
  it("counts an insertion, a deletion, a change or a swap of two letters as one", () => {
    expect(editDistance("authentcation", "authentication")).toBe(1);
    expect(editDistance("emial", "email")).toBe(1);
    expect(editDistance("webhok", "webhook")).toBe(1);
    expect(editDistance("ahtentication", "authentication")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("stops at one past its limit", () => {
    expect(editDistance("token", "thingsboard", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 1)).toBe(2);
  });

  it("finds the closest candidate within a limit", () => {
    expect(closestWithin("sidebar_postion", ["sidebar_label", "sidebar_position"], 2)).toBe("sidebar_position");
    expect(closestWithin("author", ["title", "slug"], 2)).toBeNull();
  });
});

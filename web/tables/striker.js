// The striker table: until its own layout lands, the generic table.
export * from "./generic.js";

// Side-effect imports of every module that registers background job handlers (one line per area).
export {};

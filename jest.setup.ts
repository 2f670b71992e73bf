// Test setup: DOM matchers for every component test.
import "@testing-library/jest-dom";

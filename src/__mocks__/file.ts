// Jest stand-in for imported image files: their URL.
export default "test-file-stub";

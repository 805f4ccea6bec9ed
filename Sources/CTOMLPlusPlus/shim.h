/* toml++ is C++, used header-only by TOMLBridge: this module brings its include path
   (pkg-config tomlplusplus) to the target that depends on it, and nothing to link. */

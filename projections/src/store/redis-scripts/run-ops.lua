-- Generic op runner of read.lua and commit.lua (prepended to each): ARGV holds
-- `command, argc, key, args...` triples after the script's own leading arguments; every key
-- is put under the generation's prefix.
local function run_ops(prefix, first, collect)
  local out, n, i, last = {}, 0, first, #ARGV
  while i <= last do
    local argc = tonumber(ARGV[i + 1])
    local reply = redis.call(ARGV[i], prefix .. ARGV[i + 2], unpack(ARGV, i + 3, i + 1 + argc))
    if collect then n = n + 1; out[n] = reply end
    i = i + 2 + argc
  end
  return out
end

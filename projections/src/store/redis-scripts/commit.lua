-- KEYS: checkpoint, pointer. ARGV: expected, new checkpoint, required active generation or '',
-- prefix, ops...
local stored = tonumber(redis.call('GET', KEYS[1]) or '0')
if stored ~= tonumber(ARGV[1]) or tonumber(ARGV[2]) <= stored then
  return {'fenced', tostring(stored)}
end
if ARGV[3] ~= '' then
  local active = redis.call('GET', KEYS[2])
  if active ~= ARGV[3] then return {'retired', active or ''} end
end
run_ops(ARGV[4], 5, false)
redis.call('SET', KEYS[1], ARGV[2])
return {'ok'}

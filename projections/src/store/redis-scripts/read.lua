-- KEYS: pointer. ARGV: mode ('active'|'gen'), base ('root:projection:g'), generation, ops...
local generation = ARGV[3]
if ARGV[1] == 'active' then
  generation = redis.call('GET', KEYS[1])
  if not generation then return {'none'} end
end
return {'ok', run_ops(ARGV[2] .. generation .. ':', 4, true)}

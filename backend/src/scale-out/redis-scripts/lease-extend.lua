-- KEYS: lease. ARGV: owner, ttl ms. Extends only the owner's own lease.
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0

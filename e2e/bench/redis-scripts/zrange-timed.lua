-- ARGV: 'score' or 'rank', calls, offset, page size. Redis' own clock around the calls, in µs.
local t0 = redis.call('TIME')
for i = 1, tonumber(ARGV[2]) do
  if ARGV[1] == 'score' then
    redis.call('ZREVRANGEBYSCORE', KEYS[1], '+inf', '-inf', 'WITHSCORES', 'LIMIT', ARGV[3], ARGV[4])
  else
    redis.call('ZREVRANGE', KEYS[1], ARGV[3], tonumber(ARGV[3]) + tonumber(ARGV[4]) - 1, 'WITHSCORES')
  end
end
local t1 = redis.call('TIME')
return (t1[1] - t0[1]) * 1000000 + (t1[2] - t0[2])

"""Operations: seeding, health checks and serving — they sit above the domain apps because they touch all of them."""

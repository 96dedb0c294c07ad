import { Module } from '@nestjs/common';
import { PortfolioController, portfolioSeedProvider } from './portfolio.controller.js';

/** The startup portfolio and showcase data: `GET /api/fetch-data`, `GET /api/startups`. */
@Module({
  controllers: [PortfolioController],
  providers: [portfolioSeedProvider],
})
export class PortfolioModule {}

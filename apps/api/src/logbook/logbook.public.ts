/*
 * What other parts of the server may use of the logbook: the aggregate of a gym's ranking over the climbers' indoor
 * ascents (the indoor domain gives the route points and the weights of the ascents, and ranks), the ranked
 * climbers' names, and the gyms a climber has indoor ascents at (the rankings their profile's changes move).
 */

export {
  type AscentWeight,
  type ClimberScore,
  type GymScoring,
  gymClimberScores,
  gymRouteClimbers,
  indoorGymsOf,
  rankedClimberRefs,
} from './ranking/gym-ranking.service';
